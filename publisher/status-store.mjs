/**
 * What the publisher did, for GET /status, kept across restarts in status.json in the publish root; what is
 * pending or failed is the queue's (queue.json), not this file's.
 */
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { writeFileDurably } from "./durable-write.mjs";

const INITIAL = {
  builds: 0,
  /** Accepted calls, and the last one: what arrived, whether or not it led to a build of its own. */
  calls: 0,
  lastCall: null,
  /** The last build that went live: its release, when, how long, for what. */
  lastBuild: null,
  /** When the last build that read every post from WordPress started (ISO), for the daily full read. */
  lastFullRead: null,
  /** The last build's log (relative to the publish root) and the posts it left out by its rules. */
  lastLog: null,
  warnings: [],
};

export class StatusStore {
  #file;
  #status;
  #saving = Promise.resolve();
  #log;

  constructor(root, { log = (line) => console.error(line) } = {}) {
    this.#file = path.join(root, "status.json");
    this.#log = log;
    let saved = {};
    try {
      saved = JSON.parse(readFileSync(this.#file, "utf8"));
    } catch {
      // First start, or an unreadable file: the history starts again; nothing pending lives here.
    }
    const known = Object.fromEntries(
      Object.keys(INITIAL)
        .filter((key) => key in saved)
        .map((key) => [key, saved[key]]),
    );
    this.#status = { ...INITIAL, ...known };
  }

  get current() {
    return { ...this.#status };
  }

  /**
   * Changes the status at once and saves it; saves run one after another (each writes the latest state),
   * and a failed save is reported, never thrown: the file is only for the next start.
   */
  update(changes) {
    this.#status = { ...this.#status, ...changes };
    this.#saving = this.#saving
      .then(() => this.save())
      .catch((error) =>
        this.#log(`The publisher's status could not be saved to ${this.#file}: ${error.message}`),
      );
    return this.#saving;
  }

  /** @private */
  async save() {
    await mkdir(path.dirname(this.#file), { recursive: true });
    await writeFileDurably(this.#file, `${JSON.stringify(this.#status, null, 2)}\n`);
  }
}
