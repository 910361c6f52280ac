/**
 * Reading and writing the content files of the publisher's checkout, paths already judged by
 * content-paths.mjs: never through a symbolic link, each write atomic.
 */
import { lstat, mkdir, readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { writeFileDurably } from "../durable-write.mjs";
import { ContentPathError } from "./content-paths.mjs";

/**
 * Throws unless every existing part of `relative` below `root` is a folder or a plain file, never a link: a
 * link planted in data/ could lead a write anywhere.
 */
async function assertNoLinks(root, relative) {
  let current = root;
  for (const segment of relative.split("/")) {
    current = path.join(current, segment);
    const info = await lstat(current).catch((error) =>
      error.code === "ENOENT" ? null : Promise.reject(error),
    );
    if (info === null) return;
    if (info.isSymbolicLink())
      throw new ContentPathError(`${relative} passes through a link; it is not changed.`);
  }
}

export class ContentFiles {
  #root;

  /** @param {string} root The checkout. */
  constructor(root) {
    this.#root = root;
  }

  get root() {
    return this.#root;
  }

  /** A file's bytes, or null when there is none. */
  async read(relative) {
    await assertNoLinks(this.#root, relative);
    try {
      return await readFile(path.join(this.#root, relative));
    } catch (error) {
      if (error.code === "ENOENT" || error.code === "EISDIR") return null;
      throw error;
    }
  }

  /** The plain files of a folder, by name, sorted; none when there is no folder. */
  async list(folder) {
    await assertNoLinks(this.#root, folder);
    const entries = await readdir(path.join(this.#root, folder), { withFileTypes: true }).catch((error) =>
      error.code === "ENOENT" ? [] : Promise.reject(error),
    );
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  }

  /**
   * Replaces (or makes) a file atomically, and its folder if needed: a crash leaves the old file or the new
   * one, never half of one.
   */
  async write(relative, bytes) {
    await assertNoLinks(this.#root, relative);
    const full = path.join(this.#root, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await assertNoLinks(this.#root, relative);
    await writeFileDurably(full, bytes, 0o644);
  }

  async remove(relative) {
    await assertNoLinks(this.#root, relative);
    await rm(path.join(this.#root, relative), { force: true });
  }
}
