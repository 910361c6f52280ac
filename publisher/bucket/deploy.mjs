/**
 * Puts a release live in the bucket (docs/architecture.md §13): claim the release
 * pointer, upload what the bucket lacks in an order that never shows a broken page, record the release,
 * delete what releases past their grace period left, and hand the pointer on. Killed at any point, the
 * bucket serves whole pages, and the next deploy finishes the work (what is uploaded already is not sent).
 */
import { createHash } from "node:crypto";
import { POLICY_METADATA } from "../../gatsby/hosting/object-storage";
import { hostname } from "node:os";
import {
  ConditionFailed,
  deleteObjects,
  listObjects,
  readObject,
  uploadFile,
  writeObject,
} from "./bucket-client.mjs";
import { planDeletions, planUploads } from "./deploy-plan.mjs";
import { PHASES, cacheControlOf, contentTypeOf, REVALIDATE_CACHE_CONTROL } from "./object-rules.mjs";
import { claim, emptyPointer, historyWithLive, parsePointer } from "./release-pointer.mjs";
import { manifestOf, releaseObjects } from "./release-files.mjs";

export const POINTER_KEY = ".releases/live.json";
const manifestKey = (id) => `.releases/${id}.json`;
/** Uploads at once: enough to hide the round trips, few enough for a small machine and a rate limit. */
const CONCURRENCY = 8;
const JSON_HEADERS = { ContentType: "application/json; charset=utf-8", CacheControl: "no-store" };

/**
 * Who deploys: the same publish root on the same machine is the same publisher (the publisher process,
 * `npm run release` and `npm run rollback` share it). Hashed: the pointer is readable by anyone.
 */
export const ownerOf = (root) =>
  createHash("sha256").update(`${hostname()}\n${root}`).digest("hex").slice(0, 16);

async function inBatches(items, work) {
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    await Promise.all(items.slice(start, start + CONCURRENCY).map(work));
  }
}

async function readPointer(client, bucket) {
  const stored = await readObject(client, bucket, POINTER_KEY);
  return stored
    ? { pointer: parsePointer(stored.text), etag: stored.etag }
    : { pointer: emptyPointer(), etag: null };
}

/**
 * Manifests read or written by this process, by bucket and release: a manifest is written once and never
 * changes, and every deploy needs those of all releases within the grace period (a day's publishes).
 */
const knownManifests = new Map();
const knownKey = (bucket, id) => `${bucket}/${id}`;

async function readManifest(client, bucket, id) {
  const known = knownManifests.get(knownKey(bucket, id));
  if (known) return known;
  const stored = await readObject(client, bucket, manifestKey(id));
  if (!stored) return null;
  const manifest = JSON.parse(stored.text);
  const record = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
  if (!record(manifest?.files) || !record(manifest.redirects))
    throw new Error(`${manifestKey(id)} is not a manifest`);
  knownManifests.set(knownKey(bucket, id), manifest);
  return manifest;
}

/** Keeps, of this bucket's known manifests, those of the releases still in its history. */
function forgetManifestsBut(bucket, ids) {
  for (const key of knownManifests.keys()) {
    if (key.startsWith(`${bucket}/`) && !ids.has(key.slice(bucket.length + 1))) knownManifests.delete(key);
  }
}

/** Writes the pointer over the version read; another publisher's write in between is a refusal. */
async function writePointer(client, bucket, pointer, etag) {
  try {
    return await writeObject(
      client,
      bucket,
      POINTER_KEY,
      JSON.stringify(pointer, null, 1),
      JSON_HEADERS,
      etag ? { ifMatch: etag } : { ifNoneMatch: true },
    );
  } catch (error) {
    if (error instanceof ConditionFailed) {
      throw new Error(
        "Another publisher changed the bucket's release pointer meanwhile: this deploy stops, nothing of it is live",
      );
    }
    throw error;
  }
}

/**
 * @param {{ client: import("@aws-sdk/client-s3").S3Client, bucket: string, graceMs: number }} target
 * @param {{ dir: string, id: string, owner: string, carried?: (key: string) => boolean,
 *   now?: () => Date, log?: (line: string) => void }} release `carried`: release-files.mjs
 * @returns {Promise<{ uploaded: number, bytes: number, unchanged: number, deleted: number }>}
 */
export async function deployToBucket(
  { client, bucket, graceMs },
  { dir, id, owner, carried, now = () => new Date(), log = () => {} },
) {
  const objects = await releaseObjects(dir, carried);
  const read = await readPointer(client, bucket);
  const claimed = claim(read.pointer, { id, owner, now: now() });
  if ("refused" in claimed) throw new Error(`The bucket is not released to: ${claimed.refused}`);
  const etag = await writePointer(client, bucket, claimed.pointer, read.etag);

  const remote = await listObjects(client, bucket);
  const liveManifest = read.pointer.live ? await readManifest(client, bucket, read.pointer.live) : null;
  const phases = planUploads(objects, remote, liveManifest);
  let bytes = 0;
  for (const [index, uploads] of phases.entries()) {
    if (uploads.length > 0) log(`Bucket: ${uploads.length} ${PHASES[index]} to upload`);
    await inBatches(uploads, async ([key, object]) => {
      if (object.kind === "file") {
        bytes += await uploadFile(client, bucket, key, object.file, {
          ContentType: contentTypeOf(key),
          CacheControl: cacheControlOf(key),
          // The CDN sends it as the page's Content-Security-Policy (gatsby/hosting/cloudfront.ts).
          ...(object.policy ? { Metadata: { [POLICY_METADATA]: object.policy } } : {}),
        });
      } else {
        await writeObject(client, bucket, key, new Uint8Array(0), {
          WebsiteRedirectLocation: object.location,
          CacheControl: REVALIDATE_CACHE_CONTROL,
        });
      }
    });
  }
  const uploaded = phases.reduce((sum, uploads) => sum + uploads.length, 0);

  // A release's manifest never changes: a rollback to it finds it there.
  const manifest = manifestOf(id, objects);
  if (!(await readManifest(client, bucket, id))) {
    await writeObject(client, bucket, manifestKey(id), JSON.stringify(manifest), JSON_HEADERS, {
      ifNoneMatch: true,
    });
    knownManifests.set(knownKey(bucket, id), manifest);
  }

  // Deleting before the pointer is handed on: no other deploy runs meanwhile, and the release before stays
  // whole until the new one is recorded.
  const history = historyWithLive(read.pointer, id, now());
  const manifests = new Map([[id, manifest]]);
  for (const entry of history) {
    if (!manifests.has(entry.id))
      manifests.set(entry.id, (await readManifest(client, bucket, entry.id)) ?? { files: {}, redirects: {} });
  }
  const deletions = planDeletions({ history, manifests, remote, now: now(), graceMs });
  await deleteObjects(client, bucket, deletions.keys);
  await deleteObjects(client, bucket, deletions.manifests.map(manifestKey));
  await writePointer(client, bucket, { live: id, history: deletions.history, deploying: null }, etag);
  forgetManifestsBut(bucket, new Set([id, ...deletions.history.map((entry) => entry.id)]));
  log(
    `Bucket: ${id} live, ${uploaded} objects uploaded (${bytes} bytes), ${objects.size - uploaded} unchanged, ${deletions.keys.length} of earlier releases deleted`,
  );
  return { uploaded, bytes, unchanged: objects.size - uploaded, deleted: deletions.keys.length };
}
