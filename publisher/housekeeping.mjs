/**
 * Keeps the publish root from growing without end: what a crash left, and the build logs beyond the newest
 * ones (old releases are pruned after each publish: pruneReleases in releases.mjs).
 */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Removes `releases/*.partial` and the `*.tmp` files of interrupted writes (durable-write.mjs) in the root
 * and in `run/`; returns what it removed.
 */
export async function removeLeftovers(root) {
  const removed = [];
  const releases = path.join(root, "releases");
  for (const name of await readdir(releases).catch(() => [])) {
    if (!name.endsWith(".partial")) continue;
    await rm(path.join(releases, name), { recursive: true, force: true });
    removed.push(`releases/${name}`);
  }
  for (const folder of ["", "run"]) {
    for (const name of await readdir(path.join(root, folder)).catch(() => [])) {
      if (!/\.[0-9a-f]+\.tmp$/.test(name)) continue;
      await rm(path.join(root, folder, name), { force: true });
      removed.push(path.posix.join(folder, name));
    }
  }
  return removed;
}

/** Keeps the newest `keep` build logs in `logs/` (by time); returns the names it removed. */
export async function pruneLogs(root, keep) {
  const folder = path.join(root, "logs");
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".log"));
  const dated = await Promise.all(
    names.map(async (name) => ({ name, time: (await stat(path.join(folder, name))).mtimeMs })),
  );
  const old = dated.sort((a, b) => b.time - a.time || b.name.localeCompare(a.name)).slice(keep);
  for (const { name } of old) await rm(path.join(folder, name), { force: true });
  return old.map(({ name }) => name);
}
