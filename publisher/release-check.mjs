/**
 * Checks a release before it goes live: the host files are there, every changed visible post has its page,
 * and every post that left is gone from its page and from every listing (docs/architecture.md §8).
 */
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pageSlug } from "./changes.mjs";

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

/**
 * @typedef {{ built: Map<number, { language: string, slug: string }>, leftOut: Map<number, string> }}
 *   NewsReport
 */

async function exists(file) {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The page of a post in a language: `news/<slug>/` for English, `de/news/<slug>/` for German. */
const pageFile = (dir, language, slug) =>
  path.join(dir, language === "en" ? "" : language, "news", slug, "index.html");

/** How a link to a post's page can be written in a listing: as it is, or percent-encoded. */
function linkForms(slug) {
  const encoded = encodeURIComponent(slug);
  return [...new Set([slug, encoded, encoded.toLowerCase()])].map((form) => `/news/${form}/`);
}

async function listingFiles(dir) {
  const rootFiles = await readdir(dir);
  const xml = rootFiles.filter((name) => name.endsWith(".xml")).map((name) => path.join(dir, name));
  const deXml = (await readdir(path.join(dir, "de")).catch(() => []))
    .filter((name) => name.endsWith(".xml"))
    .map((name) => path.join(dir, "de", name));
  return [...LISTINGS.map((name) => path.join(dir, name)), ...xml, ...deXml];
}

/** Whether any page of `slug` exists, in any language. */
async function hasPage(dir, slug) {
  const pages = await Promise.all(["en", "de"].map((language) => exists(pageFile(dir, language, slug))));
  return pages.some(Boolean);
}

/**
 * @param {string} dir The release folder.
 * @param {{ posts: { id: number, slug: string, visible: boolean }[] }} changes What the build was for.
 * @param {NewsReport | null} report What the build made of the news, or null when it gave no account (then
 *   posts are judged by the build's slug rule and the files).
 * @param {ReadonlySet<number>} [changedAgain] Posts WordPress has told of again since the build started:
 *   what the build read of them may be older than the call, and the next build takes the newer state in.
 * @param {NewsReport | null} [before] The live release's news report: where a changed post's page was,
 *   so a renamed post's old page must be gone too.
 * @returns {Promise<{ problems: string[], warnings: string[] }>} No problem means it may go live; the
 *   warnings name posts the build left out by its own rules (and warned about too).
 */
export async function checkRelease(dir, changes, report = null, changedAgain = new Set(), before = null) {
  const problems = [];
  const warnings = [];
  /** A post changed again while the build ran is the next build's to judge, never this one's failure. */
  const refuse = (problem, id) => {
    if (changedAgain.has(id))
      warnings.push(`${problem}, but it changed again meanwhile: the next build takes that in`);
    else problems.push(problem);
  };
  for (const file of REQUIRED_FILES) {
    if (!(await exists(path.join(dir, file)))) problems.push(`${file} is missing`);
  }
  /** Slugs whose pages now belong to another post: a post that left may share them. */
  const owned = new Set([...(report?.built.values() ?? [])].map((page) => page.slug));
  const gone = [];
  for (const post of changes.posts) {
    const built = report?.built.get(post.id);
    const leftOut = report?.leftOut.get(post.id);
    if (post.visible) {
      if (built) {
        if (!(await exists(pageFile(dir, built.language, built.slug)))) {
          problems.push(`post ${post.id} (${built.slug}) was built but its page is missing`);
        }
        // Renamed (or moved to the other language): the page it had must go, unless another post has it.
        const was = before?.built.get(post.id);
        if (was && (was.slug !== built.slug || was.language !== built.language) && !owned.has(was.slug)) {
          if (await exists(pageFile(dir, was.language, was.slug)))
            refuse(
              `post ${post.id} moved from ${was.slug} to ${built.slug} but its old page is still there`,
              post.id,
            );
          gone.push({ id: post.id, slug: was.slug });
        }
      } else if (leftOut !== undefined) {
        warnings.push(`post ${post.id} has no page: the build left it out (${leftOut})`);
      } else if (report) {
        refuse(`post ${post.id} (${post.slug}) is published but the build did not read it`, post.id);
      } else {
        const judged = pageSlug(post.slug);
        if (judged.problem)
          warnings.push(`post ${post.id}: its slug ${JSON.stringify(post.slug)} ${judged.problem}`);
        else if (judged.slug !== "" && !(await hasPage(dir, judged.slug))) {
          refuse(`post ${post.id} (${judged.slug}) is published but has no page`, post.id);
        }
      }
      continue;
    }
    if (built) {
      refuse(`post ${post.id} (${built.slug}) left WordPress but still has a page`, post.id);
      continue;
    }
    const judged = pageSlug(post.slug);
    if (judged.slug === "") continue; // No page it could have had.
    if (owned.has(judged.slug)) continue; // Another post has that page now.
    if (!report && (await hasPage(dir, judged.slug))) {
      refuse(`post ${post.id} (${judged.slug}) left WordPress but still has a page`, post.id);
    }
    gone.push({ id: post.id, slug: judged.slug });
  }
  if (gone.length > 0) {
    for (const file of await listingFiles(dir)) {
      const text = await readFile(file, "utf8").catch(() => "");
      for (const post of gone) {
        if (linkForms(post.slug).some((link) => text.includes(link))) {
          refuse(
            `${path.relative(dir, file)} still links post ${post.id} (${post.slug}), which left`,
            post.id,
          );
        }
      }
    }
  }
  return { problems, warnings };
}

const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The build's news report (plugins/source-wordpress-news, NEWS_REPORT_FILE), or null when there is none
 * (a build without WordPress, a build command of one's own) or it cannot be read.
 * @param {string} file
 * @returns {Promise<NewsReport | null>}
 */
export async function readNewsReport(file) {
  let report;
  try {
    report = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return null;
  }
  if (!isRecord(report) || !Array.isArray(report.posts) || !Array.isArray(report.leftOut)) return null;
  const built = new Map();
  for (const post of report.posts) {
    if (!isRecord(post) || !Number.isSafeInteger(post.id) || typeof post.language !== "string") continue;
    const { slug, problem } = pageSlug(typeof post.slug === "string" ? post.slug : "");
    if (!problem && slug !== "" && /^[a-z]{2}$/.test(post.language))
      built.set(post.id, { language: post.language, slug });
  }
  const leftOut = new Map(
    report.leftOut
      .filter(
        (entry) => isRecord(entry) && Number.isSafeInteger(entry.id) && typeof entry.reason === "string",
      )
      .map((entry) => [entry.id, entry.reason]),
  );
  return { built, leftOut };
}
