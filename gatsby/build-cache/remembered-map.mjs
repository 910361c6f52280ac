/**
 * What one build worked out and the next can take as it is, kept in Gatsby's cache folder as one JSON file:
 * a map from a key (a word, a page's hash) to what was found for it. It is valid only for the code and data
 * that found it, named by a fingerprint: another fingerprint, a file not of this shape, an entry the caller
 * does not accept, or no file at all start afresh. Each build writes the entries it used, so nothing grows
 * beyond one build's worth. Plain ES module: the search index's own process reads it too.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The entries stored in `file` for `fingerprint`, or none when any of them is not what `isEntry` accepts.
 * @template T
 * @param {string} file
 * @param {string} fingerprint
 * @param {(key: string, value: unknown) => boolean} isEntry
 * @returns {Promise<Map<string, T>>}
 */
export async function readRememberedMap(file, fingerprint, isEntry) {
  let stored;
  try {
    stored = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return new Map();
  }
  const entries = stored?.fingerprint === fingerprint ? stored.entries : undefined;
  if (typeof entries !== "object" || entries === null || Array.isArray(entries)) return new Map();
  const pairs = Object.entries(entries);
  return pairs.every(([key, value]) => isEntry(key, value)) ? new Map(pairs) : new Map();
}

/**
 * Keeps `entries` for the next build (written beside, then renamed: never half a file).
 * @param {string} file
 * @param {string} fingerprint
 * @param {Map<string, unknown>} entries
 */
export async function writeRememberedMap(file, fingerprint, entries) {
  await mkdir(path.dirname(file), { recursive: true });
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await writeFile(`${file}.new`, JSON.stringify({ fingerprint, entries: Object.fromEntries(sorted) }));
  await rename(`${file}.new`, file);
}

/**
 * A fingerprint of what a remembered result depends on: the bytes of `files` (paths or file URLs), in order,
 * then `extra` (bytes known without a file).
 * @param {readonly (string | URL)[]} files
 * @param {readonly (string | Uint8Array)[]} [extra]
 */
export async function filesFingerprint(files, extra = []) {
  const hash = createHash("sha256");
  for (const file of files) hash.update(await readFile(file));
  for (const part of extra) hash.update(part);
  return hash.digest("hex");
}
