/**
 * What a call from WordPress announces and a build is for (changed posts, changed terms or a full rebuild):
 * the pure check of a call's payload and of the saved queue, and the merge of two sets of changes.
 */
import { MAX_CHANGED_POSTS } from "../plugins/source-wordpress-news/src/plugin-options";
import { judgeSlug } from "../plugins/source-wordpress-news/src/posts/post-slug.mjs";

/**
 * @typedef {{ id: number, slug: string, visible: boolean }} ChangedPost
 *   `slug` is the page's folder by the build's slug rule, or "" when the post has none the build would use;
 *   `visible`: whether visitors may see the post now.
 * @typedef {{ taxonomy: "category" | "post_tag", id: number }} ChangedTerm
 * @typedef {{ posts: ChangedPost[], terms: ChangedTerm[], rebuild: boolean }} Changes
 */

/** More than the plugin ever names in one call (it sends a rebuild instead). */
const MAX_ITEMS = 1000;
/** Longer than any slug WordPress stores (200 bytes, percent-encoded): not a slug at all. */
const MAX_RAW_SLUG = 1000;

const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A post's slug by the build's rule (judgeSlug): the decoded folder name, or "" with the reason when the
 * build leaves such a post out. Encoded dots, slashes and backslashes (`%2e`, `%2f`, `%5c`) never reach
 * a path: they decode to characters the rule refuses.
 * @param {string} raw
 * @returns {{ slug: string, problem?: string }}
 */
export function pageSlug(raw) {
  if (raw === "") return { slug: "" };
  const verdict = judgeSlug(raw);
  return "slug" in verdict ? { slug: verdict.slug } : { slug: "", problem: verdict.problem };
}

/**
 * The changes of a payload or a saved batch, checked field by field; null when any is malformed. A slug the
 * build would refuse is kept as "" and named in `warnings`: the call still counts for its other posts.
 * @param {unknown} value
 * @returns {{ changes: Changes, warnings: string[] } | null}
 */
export function readChanges(value) {
  if (!isRecord(value)) return null;
  const { posts = [], terms = [], rebuild = false } = value;
  if (!Array.isArray(posts) || !Array.isArray(terms) || typeof rebuild !== "boolean") return null;
  if (posts.length > MAX_ITEMS || terms.length > MAX_ITEMS) return null;
  const postsOk = posts.every(
    (post) =>
      isRecord(post) &&
      Number.isSafeInteger(post.id) &&
      post.id > 0 &&
      typeof post.visible === "boolean" &&
      typeof post.slug === "string" &&
      post.slug.length <= MAX_RAW_SLUG,
  );
  const termsOk = terms.every(
    (term) =>
      isRecord(term) &&
      Number.isSafeInteger(term.id) &&
      term.id > 0 &&
      (term.taxonomy === "category" || term.taxonomy === "post_tag"),
  );
  if (!postsOk || !termsOk) return null;
  const warnings = [];
  const changedPosts = posts.map(({ id, slug, visible }) => {
    const judged = pageSlug(slug);
    if (judged.problem) {
      warnings.push(
        `post ${id}: its slug ${JSON.stringify(slug.slice(0, 80))} ${judged.problem}; the build leaves it out`,
      );
    }
    return { id, slug: judged.slug, visible };
  });
  return {
    changes: {
      posts: changedPosts,
      terms: terms.map(({ id, taxonomy }) => ({ id, taxonomy })),
      rebuild,
    },
    warnings,
  };
}

/**
 * The union of two sets of changes; for a post named twice, the later one's state wins.
 * @param {Changes | null} earlier
 * @param {Changes | null} later
 * @returns {Changes | null}
 */
export function mergeChanges(earlier, later) {
  if (!earlier) return later;
  if (!later) return earlier;
  const posts = new Map(earlier.posts.map((post) => [post.id, post]));
  for (const post of later.posts) {
    // A post that left keeps the slug visitors knew when the later call has none for it.
    const before = posts.get(post.id);
    posts.set(post.id, post.slug === "" && before && !post.visible ? { ...post, slug: before.slug } : post);
  }
  const terms = new Map(
    [...earlier.terms, ...later.terms].map((term) => [`${term.taxonomy}:${term.id}`, term]),
  );
  return {
    posts: [...posts.values()],
    terms: [...terms.values()],
    rebuild: earlier.rebuild || later.rebuild,
  };
}

/**
 * What the build reads of WordPress again (NEWS_CHANGED_POSTS, docs/publishing.md): the changed posts, or
 * none; every post ("") after a full rebuild's call or a changed term, whose name every post of it shows.
 * @param {Changes} changes
 */
export function changedPostsVariable({ posts, terms, rebuild }) {
  // Calls merged while a build ran may name more posts than one call may: the build reads them all.
  if (rebuild || terms.length > 0 || posts.length > MAX_CHANGED_POSTS) return "";
  return posts.length === 0 ? "none" : posts.map((post) => post.id).join(",");
}
