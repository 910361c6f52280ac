/**
 * Release folders under the publish root, and the `live` symlink nginx serves (docs/publishing.md); each
 * release is one complete build, never changed once made.
 */
import { randomBytes } from "node:crypto";
import { lstatSync, readlinkSync } from "node:fs";
import {
  link,
  mkdir,
  readFile,
  readdir,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { IMMUTABLE_ASSET } from "../gatsby/hosting/security-headers";
import { copySharing, linkFolder } from "./release-copy.mjs";

/** A root file of the build named by its content hash (or its gzip copy): the hosts' immutable rule. */
const isHashedRootFile = (name) => IMMUTABLE_ASSET.test(`/${name.replace(/\.gz$/, "")}`);
const RELEASES = "releases";
const LIVE = "live";

/** A release id that sorts by time: "20261124T132501123Z". */
export function releaseId(date = new Date()) {
  return date.toISOString().replace(/[-:.]/g, "");
}

const releasesDir = (root) => path.join(root, RELEASES);
export const releaseDir = (root, id) => path.join(root, RELEASES, id);
const livePath = (root) => path.join(root, LIVE);

/** The ids of the releases, oldest first. */
export async function listReleases(root) {
  const entries = await readdir(releasesDir(root), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && /^\d{8}T\d{9}Z$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The live release and when it went live (the symlink's time), read from the disk on every call: the
 * publisher, `npm run release` and `npm run rollback` all switch it.
 */
export function liveInfo(root) {
  try {
    const liveRelease = path.basename(readlinkSync(livePath(root)));
    return { liveRelease, liveSince: lstatSync(livePath(root)).mtime.toISOString() };
  } catch {
    return { liveRelease: null, liveSince: null };
  }
}

/** The id of the live release, or null before the first. */
export async function liveRelease(root) {
  try {
    return path.basename(await readlink(livePath(root)));
  } catch {
    return null;
  }
}

async function exists(file) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The hashed assets a build made itself: root files with a content hash and the static/<hash> folders. */
async function ownAssets(publicDir) {
  const files = (await readdir(publicDir)).filter(isHashedRootFile);
  const staticDirs = await readdir(path.join(publicDir, "static")).catch(() => []);
  return { files, staticDirs };
}

const manifestFile = (root, id) => path.join(releasesDir(root), `${id}.json`);

async function readManifest(root, id) {
  try {
    return JSON.parse(await readFile(manifestFile(root, id), "utf8"));
  } catch {
    return { files: [], staticDirs: [] };
  }
}

/**
 * Whether a key of release `id` ("app-0123….js", "static/ab12…/photo.webp") is a hashed asset carried over
 * from a release before (for pages opened before the switch) rather than one its own build made. A bucket
 * keeps those by its own grace period (bucket/deploy.mjs).
 * @returns {Promise<(key: string) => boolean>}
 */
export async function carriedAssetTest(root, id) {
  // Without its record (a release made before releases had one), nothing counts as carried.
  if (!(await exists(manifestFile(root, id)))) return () => false;
  const { files, staticDirs } = await readManifest(root, id);
  const own = new Set(files);
  const ownStatic = new Set(staticDirs);
  return (key) => {
    const [first, second] = key.split("/");
    if (first === "static" && second !== undefined) return !ownStatic.has(second);
    return isHashedRootFile(key) && !own.has(key);
  };
}

/**
 * Hard-links into `to` the assets release `id` built itself and `to` lacks (releases never change, so
 * links are safe). Only a release's own assets are carried, so an old chunk lives `carryFrom` releases.
 */
async function carryOverAssets(root, id, to) {
  const from = releaseDir(root, id);
  const { files, staticDirs } = await readManifest(root, id);
  let carried = 0;
  for (const name of files) {
    if (await exists(path.join(to, name))) continue;
    await link(path.join(from, name), path.join(to, name));
    carried += 1;
  }
  for (const name of staticDirs) {
    const target = path.join(to, "static", name);
    if (await exists(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await linkFolder(path.join(from, "static", name), target);
    carried += 1;
  }
  return carried;
}

/**
 * Copies the build in `publicDir` into a new release (under a temporary name first, so a half-copied
 * folder is never a release), sharing every unchanged file with the live release (release-copy.mjs), with
 * the hashed assets of the last `carryFrom` releases: a page a visitor opened before a switch still gets
 * the chunks it asks for.
 * @returns {Promise<{ dir: string, carried: number, shared: number, written: number }>}
 */
export async function createRelease(root, publicDir, id, { carryFrom = 3 } = {}) {
  await mkdir(releasesDir(root), { recursive: true });
  const target = releaseDir(root, id);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  // Copies, never links into public/: the next build rewrites it in place.
  const live = await liveRelease(root);
  const { shared, written } = await copySharing(publicDir, partial, live && releaseDir(root, live));
  await writeFile(manifestFile(root, id), `${JSON.stringify(await ownAssets(partial))}\n`);
  let carried = 0;
  const previous = carryFrom > 0 ? (await listReleases(root)).slice(-carryFrom) : [];
  for (const release of previous) {
    carried += await carryOverAssets(root, release, partial);
  }
  await rename(partial, target);
  return { dir: target, carried, shared, written };
}

/** Points `live` at release `id` atomically: a new symlink under a temporary name, renamed over the old. */
export async function switchLive(root, id) {
  if (!(await exists(releaseDir(root, id))))
    throw new Error(`There is no release ${id} in ${releasesDir(root)}`);
  const temporary = path.join(root, `${LIVE}.${randomBytes(6).toString("hex")}`);
  await symlink(path.join(RELEASES, id), temporary);
  await rename(temporary, livePath(root));
}

/** Removes the oldest releases beyond `keep`, never the live one. */
export async function pruneReleases(root, keep) {
  const live = await liveRelease(root);
  const releases = await listReleases(root);
  const removed = [];
  for (const id of releases.slice(0, Math.max(0, releases.length - keep))) {
    if (id === live) continue;
    await rm(releaseDir(root, id), { recursive: true, force: true });
    await rm(manifestFile(root, id), { force: true });
    removed.push(id);
  }
  return removed;
}

/** The release before the live one, or null. */
export async function previousRelease(root) {
  const live = await liveRelease(root);
  const releases = await listReleases(root);
  const index = releases.indexOf(live ?? "");
  return index > 0 ? releases[index - 1] : null;
}
