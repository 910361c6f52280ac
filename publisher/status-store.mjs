/**
 * What the publisher is doing, as GET /status answers it and as it survives a restart (a JSON file in the
 * publish root, replaced atomically).
 */
import { readFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";

const INITIAL = {
  /** idle, building or failed (the last build failed; the live release is the one before it). */
  state: "idle",
  lastError: null,
  /** The log of the last failed build. */
  lastLog: null,
  queued: false,
  lastBuild: null,
  builds: 0,
  /** Accepted calls, and the last one: what arrived, whether or not it led to a build of its own. */
  calls: 0,
  lastCall: null,
};

export class StatusStore {
  #file;
  #status;
  #saving = Promise.resolve();

  constructor(root) {
    this.#file = path.join(root, "status.json");
    let saved = {};
    try {
      saved = JSON.parse(readFileSync(this.#file, "utf8"));
    } catch {
      // First start, or an unreadable file: start from nothing rather than refuse to run.
    }
    // A build that was running when the publisher stopped is not running any more.
    const state = saved.state === "failed" ? "failed" : "idle";
    this.#status = { ...INITIAL, ...saved, state, queued: false };
  }

  get current() {
    return { ...this.#status };
  }

  /**
   * Changes the status at once and saves it; saves run one after another (each writes the latest state),
   * and a failed save is reported, never thrown: the status on disk is only for the next start.
   */
  update(changes) {
    this.#status = { ...this.#status, ...changes };
    this.#saving = this.#saving
      .then(() => this.save())
      .catch((error) => {
        console.error(`The publisher's status could not be saved to ${this.#file}: ${error.message}`);
      });
    return this.#saving;
  }

  /** @private */
  async save() {
    const temporary = `${this.#file}.${process.pid}`;
    await writeFile(temporary, `${JSON.stringify(this.#status, null, 2)}\n`);
    await rename(temporary, this.#file);
  }
}
