/** Where the test WordPress is and what the seed writes, from the environment (docs/testing.md). */
export const BASE_URL = (
  process.env.WORDPRESS_URL || `http://127.0.0.1:${process.env.WP_PORT || 8081}`
).replace(/\/+$/, "");
export const STATE_DIR = process.env.WP_STATE_DIR || "/tmp/wp-test";
/** Posts per page of the listing the tests read (WordPress's default `per_page`). */
export const PAGE_SIZE = 10;
/** The global every script payload appends to: a browser test checks that it stays undefined. */
export const XSS_GLOBAL = "__xss";
