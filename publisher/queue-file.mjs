/**
 * The durable part of the build queue, queue.json in the publish root: replaced atomically, and on the disk
 * before a call is answered 202 (docs/architecture.md §8).
 */
import { readFileSync, renameSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { readChanges } from "./changes.mjs";
import { writeFileDurably } from "./durable-write.mjs";

/** @typedef {import("./changes.mjs").Changes} Changes */
/**
 * @typedef {{ pending: Changes | null, building: Changes | null, failures: number, nextTry: string | null,
 *   lastError: string | null, seen: Record<string, number> }} QueueState
 *   `pending`: what no live release shows yet; `seen`: recent calls' ids → when they may be forgotten (in
 *   seconds), so a replay is refused after a restart too.
 */

/** @returns {QueueState} */
export const emptyQueue = () => ({
  pending: null,
  building: null,
  failures: 0,
  nextTry: null,
  lastError: null,
  seen: {},
});

const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

function batch(value) {
  if (value === null) return null;
  const read = readChanges(value);
  if (!read) throw new Error("a batch of changes is malformed");
  return read.changes;
}

/**
 * The state a file holds, checked field by field; throws when it is not one.
 * @param {string} text
 * @returns {QueueState}
 */
export function parseQueue(text) {
  const data = JSON.parse(text);
  if (!isRecord(data)) throw new Error("not a JSON object");
  const { pending = null, building = null, failures = 0, nextTry = null, lastError = null, seen = {} } = data;
  if (!Number.isSafeInteger(failures) || failures < 0) throw new Error("failures is not a count");
  if (nextTry !== null && (typeof nextTry !== "string" || Number.isNaN(Date.parse(nextTry)))) {
    throw new Error("nextTry is not a time");
  }
  if (lastError !== null && typeof lastError !== "string") throw new Error("lastError is not a text");
  if (!isRecord(seen) || !Object.values(seen).every(Number.isSafeInteger)) {
    throw new Error("seen is not a map of ids to times");
  }
  return { pending: batch(pending), building: batch(building), failures, nextTry, lastError, seen };
}

export class QueueFile {
  #file;
  #log;

  /** @param {string} root @param {{ log?: (line: string) => void }} options */
  constructor(root, { log = () => {} } = {}) {
    this.#file = path.join(root, "queue.json");
    this.#log = log;
  }

  /**
   * The saved state. A file that cannot be read is moved aside for the administrator and replaced by a
   * full rebuild, so whatever it held still reaches the site.
   * @returns {QueueState}
   */
  load() {
    let text;
    try {
      text = readFileSync(this.#file, "utf8");
    } catch (error) {
      if (error.code === "ENOENT") return emptyQueue();
      throw error;
    }
    try {
      return parseQueue(text);
    } catch (error) {
      const aside = `${this.#file}.unreadable-${Date.now()}`;
      renameSync(this.#file, aside);
      this.#log(
        `The queue file was unreadable (${error.message}); kept as ${aside}; a full rebuild takes its place`,
      );
      return { ...emptyQueue(), pending: { posts: [], terms: [], rebuild: true } };
    }
  }

  /** Writes `state` so that a crash at any moment leaves either the old file or the new one, complete. */
  async save(state) {
    await mkdir(path.dirname(this.#file), { recursive: true });
    await writeFileDurably(this.#file, `${JSON.stringify(state)}\n`);
  }
}
