/**
 * Every post is read from WordPress again at least once a period (a day unless PUBLISH_FULL_READ_SECONDS
 * says otherwise), even on a day without publishes: a publish reads only the posts it names, and what
 * WordPress does not announce (an author's display name, a picture's alternative text) comes in with a
 * full read (docs/publishing.md).
 */

/**
 * How long from `now` until the next full read is due: a period after the last one; with none recorded
 * yet, a period from now (the live release came from a build this publisher did not record as a full read,
 * and its first build a day later reads every post anyway).
 * @param {string | null} lastFullRead when the last full read started (ISO), or null
 * @param {number} now milliseconds
 * @param {number} periodMs
 */
export function fullReadDueInMs(lastFullRead, now, periodMs) {
  const last = lastFullRead === null ? Number.NaN : Date.parse(lastFullRead);
  if (Number.isNaN(last)) return periodMs;
  // A clock put back must not postpone it beyond one period.
  return Math.min(periodMs, Math.max(0, last + periodMs - now));
}

/** Calls `due` once the period since the last full read has passed; planned again after each full read. */
export class FullReadTimer {
  #periodMs;
  #due;
  #now;
  #timer = null;

  /**
   * @param {{ periodMs: number, due: () => void, now?: () => number }} options
   */
  constructor({ periodMs, due, now = Date.now }) {
    this.#periodMs = periodMs;
    this.#due = due;
    this.#now = now;
  }

  /** Plans the next full read from the last one (ISO or null); replaces the plan before. */
  plan(lastFullRead) {
    this.stop();
    this.#timer = setTimeout(this.#due, fullReadDueInMs(lastFullRead, this.#now(), this.#periodMs));
    // The timer alone does not keep the process running.
    this.#timer.unref();
  }

  stop() {
    clearTimeout(this.#timer);
    this.#timer = null;
  }
}
