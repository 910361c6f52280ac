/**
 * Folders an incremental build leaves empty: Gatsby deletes the page of a post that left WordPress (and
 * precompress its stale gzip copy), but not its folder (docs/architecture.md §8).
 */
import { readdir, rmdir } from "node:fs/promises";
import path from "node:path";

/** Removes every empty folder below `dir` (not `dir` itself), deepest first; returns how many. */
export async function removeEmptyFolders(dir: string): Promise<number> {
  let removed = 0;
  const visit = async (folder: string): Promise<boolean> => {
    const entries = await readdir(folder, { withFileTypes: true });
    let empty = true;
    for (const entry of entries) {
      if (entry.isDirectory() && (await visit(path.join(folder, entry.name)))) continue;
      empty = false;
    }
    if (empty && folder !== dir) {
      await rmdir(folder);
      removed += 1;
    }
    return empty;
  };
  await visit(dir);
  return removed;
}
