/**
 * What each sign-in last read of each file, so that a save of a file someone else saved meanwhile is
 * refused (409) instead of overwriting that work. Kept per sign-in (its id outlives session renewals), not
 * per cookie: a form open across renewals still saves; another sign-in, even of the same person, is another
 * reader.
 */
import { createHash } from "node:crypto";

/** A file's version: the hash of its bytes (Decap's id of an entry or a media file). */
export const versionOf = (bytes) => createHash("sha256").update(bytes).digest("hex");
// Kept in memory for as long as a form may stay open.
const READER_IDLE_MS = 12 * 60 * 60 * 1000;

export class ReadVersions {
  #readers = new Map();

  /** Records that `reader` (a sign-in's id) holds `path` as `id` (null: they read that there is no such file). */
  remember(reader, path, id, now = Date.now()) {
    let files = this.#readers.get(reader);
    if (!files) {
      this.#prune(now);
      files = { seen: now, files: new Map() };
      this.#readers.set(reader, files);
    }
    files.seen = now;
    files.files.set(path, id);
  }

  /** The id `reader` last read of `path`: a hash, null for "no file", undefined when never read. */
  get(reader, path) {
    return this.#readers.get(reader)?.files.get(path);
  }

  #prune(now) {
    for (const [reader, files] of this.#readers) {
      if (now - files.seen > READER_IDLE_MS) this.#readers.delete(reader);
    }
  }
}
