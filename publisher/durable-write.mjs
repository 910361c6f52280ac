/**
 * Replacing a file so that a crash at any moment leaves the old file or the new one, whole: the queue, the
 * status, the command mark and the editors' files are written this way.
 */
import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";

/**
 * @param {string} file
 * @param {string | Uint8Array} bytes
 * @param {number} [mode] The new file's permissions (before the umask).
 */
export async function writeFileDurably(file, bytes, mode = 0o640) {
  // Beside the file, under a name of its own ("wx": never an existing file).
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx", mode);
  try {
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  // The rename is on the disk only once its folder is synced.
  const folder = await open(path.dirname(file), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
