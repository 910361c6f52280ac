/**
 * A post's slug as the folder of its page (`/news/{slug}/`, `/de/news/{slug}/`): one safe path segment. Plain
 * JavaScript: the publisher's release check (publisher/release-check.mjs) judges slugs by it without a build.
 */

/** WordPress's own limit: post_name is a varchar(200), counted on the encoded slug. */
export const MAX_SLUG_LENGTH = 200;

/**
 * What WordPress's sanitize_title leaves in a slug, decoded: letters (with their combining marks), digits,
 * "-" and "_". This excludes every separator and special character at once: "/", "\", ".", "%", "?", "#",
 * spaces, control and format characters (bidi overrides, zero-width characters).
 */
const SAFE_SEGMENT = /^[\p{L}\p{M}\p{N}_-]+$/u;

/** @typedef {{ slug: string } | { problem: string }} SlugVerdict */

/**
 * The slug decoded and in NFC if it is one safe path segment, otherwise why not.
 * @param {unknown} raw
 * @returns {SlugVerdict}
 */
export function judgeSlug(raw) {
  if (typeof raw !== "string") return { problem: "is not a string" };
  if (raw.length > MAX_SLUG_LENGTH) return { problem: `is longer than ${MAX_SLUG_LENGTH} characters` };
  // WordPress sends slugs percent-encoded (`%c3%bcber-uns`); the folder is the decoded form, because nginx
  // decodes the request (`/news/%C3%BCber-uns/`) before it looks for it, and Gatsby's router matches it.
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { problem: "is not valid percent-encoded UTF-8" };
  }
  // NFC: "u" + combining diaeresis and "ü" are one page, not two that look alike.
  const slug = decoded.normalize("NFC");
  if (slug === "") return { problem: "is empty" };
  if (!SAFE_SEGMENT.test(slug)) {
    return { problem: "is not a single path segment of letters, digits, '-' and '_'" };
  }
  return { slug };
}

/**
 * A slug as a build log may show it: quoted, control characters escaped, cut short.
 * @param {unknown} raw
 */
export function quotedSlug(raw) {
  const text = typeof raw === "string" ? raw : String(raw);
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}
