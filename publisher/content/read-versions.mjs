/**
 * What each editor's session last read of each file, so that a save of a file someone else saved meanwhile
 * is refused (409) instead of overwriting that work.
 */
import { createHash } from "node:crypto";

/** A file's version: the hash of its bytes (Decap's id of an entry or a media file). */
export const versionOf = (bytes) => createHash("sha256").update(bytes).digest("hex");
// Kept in memory for as long as a session may last.
const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export class ReadVersions {
  #sessions = new Map();

  /** Records that session `sid` holds `path` as `id` (null: it read that there is no such file). */
  remember(sid, path, id, now = Date.now()) {
    let session = this.#sessions.get(sid);
    if (!session) {
      this.#prune(now);
      session = { seen: now, files: new Map() };
      this.#sessions.set(sid, session);
    }
    session.seen = now;
    session.files.set(path, id);
  }

  /** The id session `sid` last read of `path`: a hash, null for "no file", undefined when never read. */
  get(sid, path) {
    return this.#sessions.get(sid)?.files.get(path);
  }

  #prune(now) {
    for (const [sid, session] of this.#sessions) {
      if (now - session.seen > SESSION_LIFETIME_MS) this.#sessions.delete(sid);
    }
  }
}
