/**
 * The repository as the build's checks would read it after a save (its writes laid over the disk, its
 * deletions taken away), so that a save is judged before it touches the disk.
 */

/**
 * @param {import("../../gatsby/collections/entries").DataReader} disk
 * @param {Map<string, Buffer>} writes Path from the repository root → the new bytes.
 * @param {Set<string>} deletes
 * @returns {import("../../gatsby/collections/entries").DataReader}
 */
export function overlayReader(disk, writes, deletes) {
  return {
    text(file) {
      if (writes.has(file)) return writes.get(file).toString("utf8");
      return deletes.has(file) ? null : disk.text(file);
    },
    names(folder) {
      const names = new Set(disk.names(folder) ?? []);
      for (const file of deletes)
        if (file.startsWith(`${folder}/`)) names.delete(file.slice(folder.length + 1));
      let added = false;
      for (const file of writes.keys()) {
        const rest = file.startsWith(`${folder}/`) ? file.slice(folder.length + 1) : null;
        if (rest && !rest.includes("/")) {
          names.add(rest);
          added = true;
        }
      }
      return names.size > 0 || added || disk.names(folder) !== null ? [...names].sort() : null;
    },
    exists(file) {
      if (writes.has(file)) return true;
      return deletes.has(file) ? false : disk.exists(file);
    },
    head(file) {
      if (writes.has(file)) return writes.get(file).subarray(0, 8).toString("latin1");
      // As on disk, where a file that is not there cannot be opened.
      if (deletes.has(file)) throw new Error(`${file} is deleted by this save`);
      return disk.head(file);
    },
  };
}
