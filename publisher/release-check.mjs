/**
 * Checks a release before it goes live: the host files the build writes are there, every changed post
 * that is visible has its page, and every post that left is gone from its page, the news indexes, the
 * home pages, the feeds and the sitemap. Returns the problems; none means it may go live.
 */
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";

/** What every release must hold: the pages nginx falls back to and the includes it reloads. */
export const REQUIRED_FILES = [
  "index.html",
  "de/index.html",
  "404.html",
  "nginx-redirects.conf",
  "nginx-csp.conf",
  "sitemap-index.xml",
];

/** The pages that list posts, and the feeds; a post that left must not be named in any. */
const LISTINGS = [
  "index.html",
  "de/index.html",
  "news/index.html",
  "de/news/index.html",
  "news/rss.xml",
  "de/news/rss.xml",
];

async function exists(file) {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The files a post's page can be in: its slug as WordPress gives it, and decoded. */
function pageFiles(dir, slug) {
  const slugs = new Set([slug]);
  try {
    slugs.add(decodeURIComponent(slug));
  } catch {
    // A malformed escape: only the raw form.
  }
  return [...slugs].flatMap((form) =>
    ["news", "de/news"].map((prefix) => path.join(dir, prefix, form, "index.html")),
  );
}

async function listingFiles(dir) {
  const rootFiles = await readdir(dir);
  const xml = rootFiles.filter((name) => name.endsWith(".xml")).map((name) => path.join(dir, name));
  const deXml = (await readdir(path.join(dir, "de")).catch(() => []))
    .filter((name) => name.endsWith(".xml"))
    .map((name) => path.join(dir, "de", name));
  return [...LISTINGS.map((name) => path.join(dir, name)), ...xml, ...deXml];
}

/**
 * @param {string} dir The release folder.
 * @param {{ posts: { id: number, slug: string, visible: boolean }[] }} changes What the build was for.
 */
export async function checkRelease(dir, changes) {
  const problems = [];
  for (const file of REQUIRED_FILES) {
    if (!(await exists(path.join(dir, file)))) problems.push(`${file} is missing`);
  }
  const gone = [];
  for (const post of changes.posts) {
    if (post.slug === "") continue;
    const pages = await Promise.all(pageFiles(dir, post.slug).map(exists));
    if (post.visible && !pages.some(Boolean)) {
      problems.push(`post ${post.id} (${post.slug}) is published but has no page`);
    }
    if (!post.visible) {
      if (pages.some(Boolean))
        problems.push(`post ${post.id} (${post.slug}) left WordPress but still has a page`);
      gone.push(post);
    }
  }
  if (gone.length > 0) {
    for (const file of await listingFiles(dir)) {
      const text = await readFile(file, "utf8").catch(() => "");
      for (const post of gone) {
        if (text.includes(`/news/${post.slug}/`)) {
          problems.push(`${path.relative(dir, file)} still links post ${post.id} (${post.slug}), which left`);
        }
      }
    }
  }
  return problems;
}
