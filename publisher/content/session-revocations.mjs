/**
 * Sign-ins ended by "Sign out", kept until their last cookie would have ended anyway, across restarts: a
 * cookie copied before signing out opens nothing after it (docs/editing.md).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileDurably } from "../durable-write.mjs";

export const REVOCATIONS_FILE = "content-sessions-ended.json";
/** Far more sign-outs than a team makes in a session's lifetime; the oldest go first beyond it. */
const MAX_ENDED = 10_000;

export class SessionRevocations {
  /** sid → the second its last cookie ends. */
  #ended = new Map();
  #file;
  #now;
  #saving = Promise.resolve();

  /** @param {{ stateDir: string, now?: () => number }} options `now` in seconds. */
  constructor({ stateDir, now = () => Date.now() / 1000 }) {
    this.#file = path.join(stateDir, REVOCATIONS_FILE);
    this.#now = now;
  }

  /** Reads what an earlier run ended; a missing or unreadable file is an empty list. */
  async load() {
    let saved;
    try {
      saved = JSON.parse(await readFile(this.#file, "utf8"));
    } catch {
      return;
    }
    if (typeof saved !== "object" || saved === null) return;
    for (const [sid, until] of Object.entries(saved)) {
      if (typeof until === "number" && until > this.#now()) this.#ended.set(sid, until);
    }
  }

  isEnded(sid) {
    return this.#ended.has(sid);
  }

  /** Ends sign-in `sid` until `until` (seconds); resolves once that is on the disk. */
  async end(sid, until) {
    const now = this.#now();
    for (const [known, end] of this.#ended) if (end <= now) this.#ended.delete(known);
    this.#ended.delete(sid);
    this.#ended.set(sid, until);
    while (this.#ended.size > MAX_ENDED) this.#ended.delete(this.#ended.keys().next().value);
    const text = JSON.stringify(Object.fromEntries(this.#ended));
    // One write after another, each of the latest list.
    this.#saving = this.#saving.catch(() => {}).then(() => writeFileDurably(this.#file, text, 0o600));
    await this.#saving;
  }
}
