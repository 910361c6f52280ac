/**
 * A release folder as the objects it becomes in the bucket: each uploaded file with its MD5 (the ETag a
 * single-part upload gets, so the bucket's listing says what is there already), and each legacy redirect
 * as an empty object (gatsby/hosting/object-storage.ts), which wins over the meta-refresh page at its key.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { filesBelow } from "../../gatsby/hosting/precompress";
import { OBJECT_REDIRECTS_FILE } from "../../gatsby/hosting/object-storage";
import { isUploaded } from "./object-rules.mjs";

/** The MD5 of a file, hex, read as a stream (a datasheet may be megabytes). */
export async function md5OfFile(file) {
  const hash = createHash("md5");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

/** The redirect objects the build listed; none when the file is missing (a build before it existed). */
async function redirectsOf(dir) {
  let text;
  try {
    text = await readFile(path.join(dir, OBJECT_REDIRECTS_FILE), "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
  const list = JSON.parse(text);
  const valid = (entry) =>
    typeof entry?.key === "string" && entry.key !== "" && typeof entry.location === "string";
  if (!Array.isArray(list) || !list.every(valid)) {
    throw new Error(`${OBJECT_REDIRECTS_FILE} of ${dir} is not a list of { key, location }`);
  }
  return list;
}

/**
 * @typedef {{ kind: "file", md5: string, file: string }
 *   | { kind: "redirect", location: string }} ReleaseObject
 * @param {string} dir A release folder.
 * @param {(key: string) => boolean} [carried] The assets carried over from releases before: not part of
 *   this release in the bucket, which keeps old files by its grace period.
 * @returns {Promise<Map<string, ReleaseObject>>} By key, sorted.
 */
export async function releaseObjects(dir, carried = () => false) {
  const objects = new Map();
  const keys = (await filesBelow(dir))
    .map((file) => path.relative(dir, file).split(path.sep).join("/"))
    .filter((key) => isUploaded(key) && !carried(key))
    .sort();
  // A handful at a time: hashing is quick, the disk is the limit.
  for (let start = 0; start < keys.length; start += 16) {
    const batch = keys.slice(start, start + 16);
    const hashes = await Promise.all(batch.map((key) => md5OfFile(path.join(dir, key))));
    batch.forEach((key, index) =>
      objects.set(key, { kind: "file", md5: hashes[index], file: path.join(dir, key) }),
    );
  }
  for (const { key, location } of await redirectsOf(dir)) objects.set(key, { kind: "redirect", location });
  return objects;
}

/** What a release's manifest in the bucket holds: its files' hashes and its redirects. */
export function manifestOf(id, objects) {
  const files = {};
  const redirects = {};
  for (const [key, object] of objects) {
    if (object.kind === "file") files[key] = object.md5;
    else redirects[key] = object.location;
  }
  return { id, files, redirects };
}
