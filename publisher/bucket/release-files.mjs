/**
 * A release folder as the objects it becomes in the bucket: each uploaded file with its MD5 (the ETag a
 * single-part upload gets, so the bucket's listing says what is there already) and, for a page or an SVG
 * file, its Content-Security-Policy (stored as metadata for the CDN), and each legacy redirect as an empty
 * object, which wins over the meta-refresh page at its key (gatsby/hosting/object-storage.ts).
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { filesBelow } from "../../gatsby/hosting/precompress";
import { OBJECT_STORAGE_FILE } from "../../gatsby/hosting/object-storage";
import { isUploaded } from "./object-rules.mjs";

/** The MD5 of a file, hex, read as a stream (a datasheet may be megabytes). */
export async function md5OfFile(file) {
  const hash = createHash("md5");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

/** What the build wrote for the bucket; nothing when the file is missing (a build before it existed). */
async function storageOf(dir) {
  let text;
  try {
    text = await readFile(path.join(dir, OBJECT_STORAGE_FILE), "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return { redirects: [], policies: {}, svgPolicy: null };
    throw error;
  }
  const storage = JSON.parse(text);
  const redirectOk = (entry) =>
    typeof entry?.key === "string" && entry.key !== "" && typeof entry.location === "string";
  const policies = storage?.policies;
  if (
    !Array.isArray(storage?.redirects) ||
    !storage.redirects.every(redirectOk) ||
    policies === null ||
    typeof policies !== "object" ||
    !Object.values(policies).every((policy) => typeof policy === "string") ||
    typeof storage.svgPolicy !== "string"
  ) {
    throw new Error(`${OBJECT_STORAGE_FILE} of ${dir} is not what the build writes`);
  }
  return storage;
}

/**
 * @typedef {{ kind: "file", md5: string, file: string, policy?: string }
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
  const { redirects, policies, svgPolicy } = await storageOf(dir);
  const policyOf = (key) =>
    /\.svg$/i.test(key) ? svgPolicy : Object.hasOwn(policies, key) ? policies[key] : null;
  // A handful at a time: hashing is quick, the disk is the limit.
  for (let start = 0; start < keys.length; start += 16) {
    const batch = keys.slice(start, start + 16);
    const hashes = await Promise.all(batch.map((key) => md5OfFile(path.join(dir, key))));
    batch.forEach((key, index) => {
      const policy = policyOf(key);
      objects.set(key, {
        kind: "file",
        md5: hashes[index],
        file: path.join(dir, key),
        ...(policy ? { policy } : {}),
      });
    });
  }
  for (const { key, location } of redirects) objects.set(key, { kind: "redirect", location });
  return objects;
}

/** What a release's manifest in the bucket holds: its files' hashes and policies, and its redirects. */
export function manifestOf(id, objects) {
  const files = {};
  const policies = {};
  const redirects = {};
  for (const [key, object] of objects) {
    if (object.kind === "redirect") redirects[key] = object.location;
    else {
      files[key] = object.md5;
      if (object.policy) policies[key] = object.policy;
    }
  }
  return { id, files, policies, redirects };
}
