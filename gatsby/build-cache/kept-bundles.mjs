/**
 * Whether one of Gatsby's two webpack compilations (the browser's bundles, the HTML renderer) can be kept
 * from the build before. `gatsby build` runs both in every build, 3–5 s on the 2-core machine over webpack's
 * own cache, though a post published in WordPress or a job saved at `/admin/` changes no file they read.
 * `scripts/production/gatsby-build.mjs` keeps a compilation when the configuration webpack is given is the
 * one it was given then, every file that compilation read (webpack's own list of its file, folder and missing
 * dependencies) is as it was, the installed packages are the same, and the files it wrote are in place
 * (docs/publishing.md). Anything unknown, unreadable or changed means: compile. Plain ES module.
 */
import { createHash } from "node:crypto";
import { copyFile, lstat, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { configFingerprint, usedDefinitions } from "./webpack-configuration.mjs";

/** Where the records live: inside Gatsby's cache, so that whatever clears it clears them too. */
const RECORDS_DIR = path.join(".cache", "kept-bundles");
const RECORD_VERSION = 3;

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** Packages are judged as a whole by what npm installed (its lock file in node_modules), not file by file. */
const isPackageFile = (file) => file.split(path.sep).includes("node_modules");

/** What npm installed, as one fingerprint (its hidden lock file lists every package's version and hash). */
async function packagesFingerprint(siteRoot) {
  const locks = ["node_modules/.package-lock.json", "package-lock.json"];
  const parts = await Promise.all(locks.map((file) => readFile(path.join(siteRoot, file)).catch(() => "")));
  return sha256(parts.join("\0"));
}

/**
 * A file's bytes as a fingerprint, or null when it cannot be read. Webpack's resolver lists the folders it
 * looked at among the files it read: a folder counts by being one (what it holds is listed on its own).
 */
async function fileFingerprint(file) {
  try {
    return sha256(await readFile(file));
  } catch (error) {
    return error.code === "EISDIR" ? "folder" : null;
  }
}

/** A folder's entries (names and kinds) as a fingerprint, or null when it cannot be read. */
async function folderFingerprint(folder) {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return sha256(
      entries
        .map((entry) => `${entry.name}${entry.isDirectory() ? "/" : ""}`)
        .sort()
        .join("\n"),
    );
  } catch {
    return null;
  }
}

/** A file's fingerprint, "absent" when there is none. */
const contentOrAbsence = (file) =>
  lstat(file).then(
    () => fileFingerprint(file),
    () => "absent",
  );

/**
 * What stands at a path webpack looked for and did not find: nothing, or a folder (`./types/collections`
 * is looked for as a file before `collections.ts`); a file there was not missing, null.
 */
const missingKind = (file) =>
  lstat(file).then(
    (stat) => (stat.isDirectory() ? "folder" : null),
    () => "absent",
  );

/** Fingerprints of `files` by `judge`, keyed by their path relative to the site; null when any is unreadable. */
async function fingerprints(siteRoot, files, judge) {
  const pairs = await Promise.all(
    files.map(async (file) => [path.relative(siteRoot, file), await judge(file)]),
  );
  return pairs.some(([, print]) => print === null) ? null : Object.fromEntries(pairs);
}

/** The first path whose recorded fingerprint is not what `judge` finds now, or null when none. */
async function firstChanged(siteRoot, recorded, judge) {
  const files = Object.keys(recorded);
  const now = await Promise.all(files.map((file) => judge(path.resolve(siteRoot, file))));
  const index = files.findIndex((file, i) => now[i] !== recorded[file]);
  return index === -1 ? null : files[index];
}

/** A record's map from paths to fingerprints (anything else is a record of another version, or damaged). */
const isStringMap = (value) =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((print) => typeof print === "string");

const recordFile = (siteRoot, stage) => path.join(siteRoot, RECORDS_DIR, `${stage}.json`);
const copiesDir = (siteRoot, stage) => path.join(siteRoot, RECORDS_DIR, stage);

/**
 * @typedef {object} Compilation what is needed of webpack's compilation
 * @property {Iterable<string>} fileDependencies
 * @property {Iterable<string>} contextDependencies
 * @property {Iterable<string>} missingDependencies
 * @property {Record<string, unknown>} assets
 * @property {Iterable<import("./webpack-configuration.mjs").CompiledModule>} [modules]
 *
 * @typedef {object} Remembered
 * @property {string} stage Gatsby's name of the compilation (`build-javascript`, `build-html`)
 * @property {unknown} config configProjection of the configuration the compilation was given
 * @property {Compilation} compilation
 * @property {string} outputPath webpack's `output.path`
 * @property {number} startedAt when the compilation started (ms): a file changed after it is not trusted
 * @property {string[]} [alsoWritten] files the compilation's plugins wrote besides its assets (absolute)
 * @property {string[]} [copies] written files a later step removes: kept aside and put back when kept
 * @property {string[]} [alsoRead] files read outside webpack's view (Babel's configuration files), present
 *   or not
 * @property {unknown} result what Gatsby takes from the compilation, handed back when it is kept
 */

/** The files a compilation wrote (its assets, source maps aside). */
const writtenBy = (compilation, outputPath) =>
  Object.keys(compilation.assets)
    .filter((asset) => !asset.endsWith(".map"))
    .map((asset) => path.join(outputPath, asset));

/**
 * The compilation's hash by what it wrote: its files' names and bytes (source maps aside). Webpack's own
 * hash of the same code differs between a compilation from its cache and a cold one, though every file
 * they write is the same; Gatsby writes the hash into every page and app-data.json (a browser reloads when
 * it changes), so a build after a change and back would change every page and differ from a clean build.
 * @param {{ assets: Record<string, unknown> }} compilation @param {string} outputPath
 * @returns {Promise<string>} 20 hexadecimal digits, as webpack's
 */
export async function outputHash(compilation, outputPath) {
  const hash = createHash("sha256");
  for (const file of writtenBy(compilation, outputPath).sort()) {
    hash.update(`${path.relative(outputPath, file)}\0`);
    hash.update(await readFile(file));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 20);
}

/** The record of the last compilation of `stage`; null when there is none or it is not JSON. */
async function readRecord(siteRoot, stage) {
  try {
    return JSON.parse(await readFile(recordFile(siteRoot, stage), "utf8"));
  } catch {
    return null;
  }
}

/**
 * Removes what the recorded compilation of `stage` wrote into `outputPath` and the one just finished did not
 * (the bundles of the code before, under their old hashes), so that a build leaves the files a clean
 * build leaves. Open tabs still get the old bundles: each release keeps those of the releases before
 * (publisher/releases.mjs). Call it before rememberCompilation replaces the record.
 * @param {string} siteRoot @param {string} stage
 * @param {{ assets: Record<string, unknown> }} compilation @param {string} outputPath
 * @param {string[]} [alsoWritten] files written beside the compilation's assets
 * @returns {Promise<string[]>} the files removed
 */
export async function removeOutputsLeftBehind(siteRoot, stage, compilation, outputPath, alsoWritten = []) {
  const record = await readRecord(siteRoot, stage);
  if (!isStringMap(record?.outputs)) return [];
  const now = new Set(
    [...writtenBy(compilation, outputPath), ...alsoWritten].map((file) => path.resolve(file)),
  );
  const inside = (file) => !path.relative(path.resolve(outputPath), file).startsWith("..");
  const left = Object.keys(record.outputs)
    .map((file) => path.resolve(siteRoot, file))
    .filter((file) => !now.has(file) && inside(file));
  await Promise.all(left.map((file) => rm(file, { force: true })));
  return left;
}

/**
 * Records a finished compilation for the next build. Records nothing (and removes the last record) when a
 * file it read is unreadable or changed since it started: the next build then compiles.
 * @param {string} siteRoot
 * @param {Remembered} remembered
 * @returns {Promise<string | null>} null when it was recorded, else why not
 */
export async function rememberCompilation(siteRoot, remembered) {
  const {
    stage,
    compilation,
    outputPath,
    startedAt,
    alsoWritten = [],
    copies = [],
    alsoRead = [],
  } = remembered;
  const file = recordFile(siteRoot, stage);
  const dir = copiesDir(siteRoot, stage);
  await mkdir(dir, { recursive: true });
  await rm(file, { force: true });
  const own = (files) => [...files].filter((dependency) => !isPackageFile(dependency));
  const read = own(compilation.fileDependencies);
  const used = usedDefinitions(compilation.modules ?? []);
  const changedSince = await Promise.all(
    read.map((dependency) =>
      lstat(dependency).then(
        // Whole milliseconds, as `startedAt` (Date.now()) counts: a file written in the same millisecond
        // just before the compilation started is not taken for one written while it ran.
        (stat) => !stat.isDirectory() && Math.floor(stat.mtimeMs) > startedAt,
        () => true,
      ),
    ),
  );
  const changed = read.find((_, i) => changedSince[i]);
  if (changed !== undefined) return `${path.relative(siteRoot, changed)} changed while it ran`;
  const written = writtenBy(compilation, outputPath);
  const [files, configFiles, folders, missing, outputs, copied, packages] = await Promise.all([
    fingerprints(siteRoot, read, fileFingerprint),
    fingerprints(siteRoot, alsoRead, contentOrAbsence),
    fingerprints(siteRoot, own(compilation.contextDependencies), folderFingerprint),
    fingerprints(siteRoot, own(compilation.missingDependencies), missingKind),
    fingerprints(siteRoot, [...written, ...alsoWritten], fileFingerprint),
    fingerprints(siteRoot, copies, fileFingerprint),
    packagesFingerprint(siteRoot),
  ]);
  if (!files || !configFiles || !folders || !missing || !outputs || !copied)
    return "a file it read or wrote could not be read";
  await Promise.all(
    Object.keys(copied).map((copy) =>
      copyFile(path.resolve(siteRoot, copy), path.join(dir, path.basename(copy))),
    ),
  );
  const record = {
    version: RECORD_VERSION,
    used,
    config: configFingerprint(remembered.config, used),
    packages,
    files,
    configFiles,
    folders,
    missing,
    outputs,
    copies: copied,
    result: remembered.result,
  };
  await writeFile(`${file}.new`, JSON.stringify(record));
  await rename(`${file}.new`, file);
  return null;
}

/**
 * The result of the last compilation of `stage` when it can be kept (its copies put back in place), or why
 * it cannot (for the build's log).
 * @param {string} siteRoot
 * @param {string} stage
 * @param {unknown} config configProjection of the configuration this build would compile with
 * @returns {Promise<{ result: unknown } | { reason: string }>}
 */
export async function keptCompilation(siteRoot, stage, config) {
  const record = await readRecord(siteRoot, stage);
  if (record === null) return { reason: "no record of the compilation before" };
  const maps = [
    record?.files,
    record?.configFiles,
    record?.folders,
    record?.outputs,
    record?.copies,
    record?.missing,
  ];
  const used =
    record?.used === null ||
    (Array.isArray(record?.used) && record.used.every((key) => typeof key === "string"));
  if (record?.version !== RECORD_VERSION || !maps.every(isStringMap) || !used)
    return { reason: "a record of another shape" };
  if (record.config !== configFingerprint(config, record.used)) return { reason: "another configuration" };
  if (record.packages !== (await packagesFingerprint(siteRoot)))
    return { reason: "other packages installed" };
  const dir = copiesDir(siteRoot, stage);
  const copyOf = (file) => fileFingerprint(path.join(dir, path.basename(file)));
  const [file, configFile, folder, output, copy, missing] = await Promise.all([
    firstChanged(siteRoot, record.files, fileFingerprint),
    firstChanged(siteRoot, record.configFiles, contentOrAbsence),
    firstChanged(siteRoot, record.folders, folderFingerprint),
    firstChanged(siteRoot, record.outputs, fileFingerprint),
    firstChanged(siteRoot, record.copies, copyOf),
    firstChanged(siteRoot, record.missing, missingKind),
  ]);
  const changes = [
    [file ?? configFile, (found) => `${found} changed`],
    [folder, (found) => `the files in ${found} changed`],
    [missing, (found) => `${found} appeared`],
    [output ?? copy, (found) => `its output ${found} changed or is gone`],
  ];
  const change = changes.find(([found]) => found !== null);
  if (change) return { reason: change[1](change[0]) };
  await Promise.all(
    Object.keys(record.copies).map((copied) =>
      copyFile(path.join(dir, path.basename(copied)), path.resolve(siteRoot, copied)),
    ),
  );
  return { result: record.result };
}
