#!/usr/bin/env node
/**
 * Seeds the test WordPress (scripts/test/servers/wordpress/start.sh) through the REST API with the posts the news
 * tests need, then prints a JSON summary of what an anonymous visitor may see.
 *
 * Usage: node scripts/test/servers/wordpress/seed.mjs
 * Environment: WORDPRESS_URL (default http://127.0.0.1:${WP_PORT:-8081}),
 *              WP_STATE_DIR (default /tmp/wp-test; reads app-password, writes seed-summary.json).
 *
 * The test WordPress belongs to the tests: every run first deletes all posts and media (seed/reset.mjs).
 * The posts (seed/post-definitions.mjs) carry what the build's sanitizer must face: every script payload
 * appends to `window.__xss`, so a browser test only has to check that it stays undefined.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { postDefinitions } from "./seed/post-definitions.mjs";
import { seedPosts } from "./seed/posts.mjs";
import { deleteEverything } from "./seed/reset.mjs";
import { connect } from "./seed/rest.mjs";
import { BASE_URL, STATE_DIR } from "./seed/settings.mjs";
import { summarize } from "./seed/summary.mjs";
import { verify } from "./seed/verify.mjs";

async function main() {
  const started = Date.now();
  const api = await connect(BASE_URL, STATE_DIR);
  const deleted = await deleteEverything(api);
  const definitions = postDefinitions();
  const media = await seedPosts(api, definitions);

  const summary = summarize(definitions, media);
  await verify(api, summary, definitions);
  summary.seconds = Math.round((Date.now() - started) / 100) / 10;
  summary.deletedBeforeSeeding = deleted;

  await mkdir(STATE_DIR, { recursive: true });
  const json = `${JSON.stringify(summary, null, 2)}\n`;
  await writeFile(path.join(STATE_DIR, "seed-summary.json"), json);
  process.stdout.write(json);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
