/**
 * A new release by difference (docs/publishing.md): the build's files copied, except those the live release
 * holds with the same bytes, which are hard-linked to it. Releases never change once made, so a link is as
 * good as a copy, and a publish writes only what it changed.
 */
import { copyFile, link, lstat, mkdir, open, readdir, readlink, symlink } from "node:fs/promises";
import path from "node:path";

const CHUNK = 64 * 1024;
/** Files handled at once: enough to overlap the disk's waits, few file handles. */
const AT_ONCE = 16;

/** Whether two files hold the same bytes; read a chunk at a time, stopping at the first difference. */
async function sameBytes(a, b, size) {
  const [fileA, fileB] = await Promise.all([open(a, "r"), open(b, "r")]);
  try {
    const bufferA = Buffer.alloc(Math.min(CHUNK, size));
    const bufferB = Buffer.alloc(bufferA.length);
    for (let position = 0; position < size; position += bufferA.length) {
      const length = Math.min(bufferA.length, size - position);
      await Promise.all([fileA.read(bufferA, 0, length, position), fileB.read(bufferB, 0, length, position)]);
      if (!bufferA.subarray(0, length).equals(bufferB.subarray(0, length))) return false;
    }
    return true;
  } finally {
    await Promise.all([fileA.close(), fileB.close()]);
  }
}

/** The twin in the shared release when it is a plain file of the same size and bytes. */
async function isTwin(source, sourceSize, twin) {
  const info = await lstat(twin).catch(() => null);
  return info !== null && info.isFile() && info.size === sourceSize && sameBytes(source, twin, sourceSize);
}

/**
 * Makes the folder `to` (which must not exist) with the folders of `from`, then puts each file of `from` there
 * with `place(source, target)`, a fixed number at once however deep the tree; symbolic links are made anew.
 * @param {(source: string, target: string, name: string) => Promise<void>} place
 */
async function placeEachFile(from, to, place) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const relative = (entry) => path.relative(from, path.join(entry.parentPath ?? entry.path, entry.name));
  await mkdir(to);
  // Folders first, each after its parent (a parent's path sorts before its children's).
  for (const folder of entries
    .filter((entry) => entry.isDirectory())
    .map(relative)
    .sort())
    await mkdir(path.join(to, folder));
  const files = entries.filter((entry) => !entry.isDirectory());
  // Each comparison of copySharing holds two file handles.
  const worker = async () => {
    for (let entry = files.pop(); entry !== undefined; entry = files.pop()) {
      const name = relative(entry);
      const source = path.join(from, name);
      const target = path.join(to, name);
      if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
      else await place(source, target, name);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/**
 * Copies the folder `from` into `to` (which must not exist), hard-linking every file that the folder
 * `shared` (the live release; null for none) has at the same place with the same bytes.
 * @returns {Promise<{ shared: number, written: number }>} Files linked, and files copied.
 */
export async function copySharing(from, to, shared) {
  const counts = { shared: 0, written: 0 };
  await placeEachFile(from, to, async (source, target, name) => {
    const twin = shared === null ? null : path.join(shared, name);
    if (twin !== null && (await isTwin(source, (await lstat(source)).size, twin))) {
      await link(twin, target);
      counts.shared += 1;
    } else {
      await copyFile(source, target);
      counts.written += 1;
    }
  });
  return counts;
}

/** Hard-links every file of a release's folder `from` into `to` (which must not exist): releases never change. */
export const linkFolder = (from, to) => placeEachFile(from, to, (source, target) => link(source, target));
