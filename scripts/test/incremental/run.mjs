/**
 * Same result as a full build (docs/testing.md): in a checkout whose public/ is a clean full build of its
 * content, builds incrementally (as the publisher does, with every cache of the build before) once with
 * every change of changes.mjs made, checking that each shows, and once more with all of them undone; that
 * last build must write the same files with the same bytes as the clean build, its time stamps aside. A
 * cache that leaves a trace of a change behind, or a step that skips a file it should write, fails here.
 * Run with the clean build's settings in the environment (scripts/test/test-build-env.sh).
 * Usage: node scripts/test/incremental/run.mjs LOG_DIR
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { CHANGES } from "./changes.mjs";

const SITE = path.resolve(import.meta.dirname, "../../..");
const PUBLIC = path.join(SITE, "public");
const NEWS = path.join("data", "news-sample");
const logDir = path.resolve(process.argv[2] ?? "test-results");

/**
 * The build as the publisher runs it, its output in LOG_DIR/<name>.log; throws when it fails.
 * @param {string} name
 * @param {number[]} changedPosts The posts WordPress would name: read again, the others from the cache.
 */
function build(name, changedPosts) {
  const log = path.join(logDir, `${name}.log`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/production/gatsby-build.mjs"], {
      cwd: SITE,
      env: { ...process.env, NEWS_CHANGED_POSTS: changedPosts.length > 0 ? changedPosts.join(",") : "none" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`the ${name} build failed (exit ${code}): see ${log}`)),
    );
  });
}

/** The sample's pages of posts, in order (posts-page-1.json, …). */
async function postPages() {
  const names = (await readdir(path.join(SITE, NEWS))).filter((name) => /^posts-page-\d+\.json$/.test(name));
  return names.sort((a, b) => Number(a.match(/\d+/)[0]) - Number(b.match(/\d+/)[0]));
}

/** Every post of the sample's pages, newest first. */
async function samplePosts(pageFiles) {
  const pages = await Promise.all(
    pageFiles.map(async (file) => JSON.parse(await readFile(path.join(SITE, NEWS, file), "utf8"))),
  );
  return pages.flat();
}

/** The ids of the posts added, removed or changed between two lists: what WordPress tells the publisher of. */
function changedIds(before, after) {
  const text = (posts) => new Map(posts.map((post) => [post.id, JSON.stringify(post)]));
  const [was, is] = [text(before), text(after)];
  return [...new Set([...was.keys(), ...is.keys()])].filter((id) => was.get(id) !== is.get(id)).sort();
}

/** The files a change touches, with their text now, so that they can be put back byte for byte. */
async function snapshot(files) {
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(SITE, file))])));
}

/** Every change of CHANGES made at once, the posts paged as WordPress pages them. */
async function makeChanges(pageFiles) {
  const pages = await Promise.all(
    pageFiles.map(async (file) => JSON.parse(await readFile(path.join(SITE, NEWS, file), "utf8"))),
  );
  const perPage = pages[0].length;
  const posts = pages.flat();
  for (const change of CHANGES) change.posts?.(posts);
  await Promise.all(
    pageFiles.map((file, index) =>
      writeFile(
        path.join(SITE, NEWS, file),
        JSON.stringify(posts.slice(index * perPage, (index + 1) * perPage), null, 2),
      ),
    ),
  );
  const pageCount = Math.ceil(posts.length / perPage);
  if (pageCount !== pageFiles.length) throw new Error(`the changes make ${pageCount} pages of posts`);
  for (const index of pageFiles.keys()) {
    const headers = path.join(SITE, NEWS, `headers-page-${index + 1}.json`);
    const value = { "X-WP-Total": String(posts.length), "X-WP-TotalPages": String(pageCount) };
    await writeFile(headers, JSON.stringify(value, null, 2));
  }
  for (const change of CHANGES)
    for (const [file, rewrite] of Object.entries(change.files ?? {})) {
      const text = await readFile(path.join(SITE, file), "utf8");
      const changed = rewrite(text);
      if (changed === text) throw new Error(`${change.name}: ${file} did not change`);
      await writeFile(path.join(SITE, file), changed);
    }
}

/** What the build made of each change that it does not show. */
async function unshown() {
  const problems = [];
  for (const change of CHANGES)
    for (const { file, holds, lacks, gone } of change.shows) {
      const text = await readFile(path.join(PUBLIC, file), "utf8").catch(() => null);
      if (gone && text !== null) problems.push(`${change.name}: public/${file} is still there`);
      else if (!gone && text === null) problems.push(`${change.name}: public/${file} is missing`);
      else if (holds && !text.includes(holds))
        problems.push(`${change.name}: public/${file} lacks "${holds}"`);
      else if (lacks && text.includes(lacks))
        problems.push(`${change.name}: public/${file} still has "${lacks}"`);
    }
  return problems;
}

/** The files under `dir`, relative to it. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A file's bytes with the time of its build masked: the build time in the page data of the pages that show
 * it (the jobs list counts "closes in 3 days" from it) and the expiry of security.txt, which follows it.
 * Gzipped copies are compared by what they hold.
 */
function comparable(file, bytes) {
  const plain = file.endsWith(".gz") ? gunzipSync(bytes) : bytes;
  const name = file.replace(/\.gz$/, "");
  if (name.endsWith("page-data.json"))
    return plain.toString("utf8").replace(/"buildTime":"[^"]*"/g, '"buildTime":"…"');
  if (name === path.join(".well-known", "security.txt"))
    return plain.toString("utf8").replace(/^Expires: .*$/m, "Expires: …");
  return plain;
}

/** How public/ differs from the clean build in `clean`, one line per file. */
async function differences(clean) {
  const [expected, actual] = await Promise.all([filesUnder(clean), filesUnder(PUBLIC)]);
  const actualSet = new Set(actual);
  const expectedSet = new Set(expected);
  const lines = [
    ...expected.filter((file) => !actualSet.has(file)).map((file) => `missing: ${file}`),
    ...actual.filter((file) => !expectedSet.has(file)).map((file) => `not in the clean build: ${file}`),
  ];
  for (const file of expected.filter((name) => actualSet.has(name))) {
    const [a, b] = await Promise.all([readFile(path.join(clean, file)), readFile(path.join(PUBLIC, file))]);
    const left = comparable(file, a);
    const right = comparable(file, b);
    if (typeof left === "string" ? left !== right : !left.equals(right)) lines.push(`other bytes: ${file}`);
  }
  return lines;
}

async function main() {
  await mkdir(logDir, { recursive: true });
  const pageFiles = await postPages();
  const touched = [
    ...pageFiles.map((file) => path.join(NEWS, file)),
    ...pageFiles.map((_, index) => path.join(NEWS, `headers-page-${index + 1}.json`)),
    ...CHANGES.flatMap((change) => Object.keys(change.files ?? {})),
  ];
  const before = await snapshot(touched);
  const clean = await mkdtemp(path.join(tmpdir(), "clean-build-"));
  try {
    await cp(PUBLIC, clean, { recursive: true, verbatimSymlinks: true });
    // Each build reads again only the posts a change touched, the others from the build before's cache
    // (docs/publishing.md), as the publisher's builds do.
    const original = await samplePosts(pageFiles);
    let changedPosts = [];
    try {
      await makeChanges(pageFiles);
      changedPosts = changedIds(original, await samplePosts(pageFiles));
      await build("incremental-changed", changedPosts);
      const log = await readFile(path.join(logDir, "incremental-changed.log"), "utf8");
      if (!/read \d+ changed or linked post\(s\) again/.test(log))
        throw new Error("The incremental build read every post again instead of the changed ones");
      const problems = await unshown();
      if (problems.length > 0)
        throw new Error(`The incremental build missed changes:\n  ${problems.join("\n  ")}`);
      console.log(`Incremental build took in all ${CHANGES.length} changes`);
    } finally {
      await Promise.all([...before].map(([file, bytes]) => writeFile(path.join(SITE, file), bytes)));
    }
    await build("incremental-undone", changedPosts);
    const lines = await differences(clean);
    if (lines.length > 0)
      throw new Error(
        `With the changes undone, the incremental build differs from the clean build in ${lines.length} files:\n  ` +
          lines.slice(0, 30).join("\n  "),
      );
    console.log("With the changes undone, the incremental build wrote what the clean build wrote");
  } finally {
    await rm(clean, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
