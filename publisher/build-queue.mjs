/**
 * Turns accepted calls into builds, one at a time, and keeps every change until a build that holds it went
 * live (docs/architecture.md §8).
 */
import { mergeChanges } from "./changes.mjs";
import { retryDelayMs } from "./retry-schedule.mjs";
import { MAX_AGE_SECONDS } from "./signature.mjs";

/** @typedef {import("./changes.mjs").Changes} Changes */
/** @typedef {import("./queue-file.mjs").QueueState} QueueState */

export class BuildQueue {
  #build;
  #file;
  #settleMs;
  #retry;
  #onChange;
  #now;
  #log;
  /** @type {QueueState} */
  #state;
  #running = false;
  #timer = null;
  #settling = false;
  #stopped = false;
  #saving = Promise.resolve();
  #idleWaiters = [];

  /**
   * @param {(changes: Changes) => Promise<void>} build Runs one build; throws when it failed.
   * @param {{ file: { load(): QueueState, save(state: QueueState): Promise<void> }, settleMs?: number,
   *   retry?: { firstMs: number, maxMs: number }, onChange?: () => void, now?: () => number,
   *   log?: (line: string) => void }} options `now` in milliseconds.
   */
  constructor(
    build,
    {
      file,
      // The block editor saves a post in two requests: the first call waits for the second.
      settleMs = 1500,
      retry = { firstMs: 30_000, maxMs: 15 * 60_000 },
      onChange = () => {},
      now = Date.now,
      log = () => {},
    },
  ) {
    this.#build = build;
    this.#file = file;
    this.#settleMs = settleMs;
    this.#retry = retry;
    this.#onChange = onChange;
    this.#now = now;
    this.#log = log;
  }

  /**
   * Reads the queue file; what was pending or building when the process stopped is built (after the
   * settling time). Returns the changes that will be built, or null.
   */
  resume() {
    const saved = this.#file.load();
    const pending = mergeChanges(saved.building, saved.pending);
    this.#state = { ...saved, pending, building: null };
    if (pending) this.schedule(this.#settleMs, true);
    this.report();
    return pending;
  }

  /** A build runs or is about to start (its settling time). */
  get busy() {
    return this.#running || this.#settling;
  }

  /** What the status tells of the queue. */
  get summary() {
    const { pending, building, failures, nextTry, lastError } = this.#state;
    return {
      state: this.busy ? "building" : failures > 0 ? "failed" : "idle",
      queued: this.#running && pending !== null,
      pending,
      building,
      failures,
      nextTry: this.busy ? null : nextTry,
      lastError,
    };
  }

  /**
   * Adds an accepted call's changes and saves them; resolves once they are on the disk: "started" when
   * they open a new build, "queued" when they join the next one, "replayed" when the id was seen already
   * (nothing changes then). Throws when the queue file cannot be written.
   * @param {{ id: string, timestamp: number } & Changes} call `timestamp` in seconds.
   */
  async accept({ id, timestamp, posts, terms, rebuild }) {
    const nowSeconds = Math.floor(this.#now() / 1000);
    const seen = Object.fromEntries(
      Object.entries(this.#state.seen).filter(([, forgetAt]) => forgetAt >= nowSeconds),
    );
    if (id in seen) return "replayed";
    seen[id] = timestamp + MAX_AGE_SECONDS;
    const opens = this.#state.pending === null && !this.#running;
    this.#state = {
      ...this.#state,
      seen,
      pending: mergeChanges(this.#state.pending, { posts, terms, rebuild }),
    };
    await this.save();
    // A new call is a reason to try now, whatever the back-off of a failed build said.
    if (!this.#running && !this.#settling) this.schedule(this.#settleMs, true);
    this.report();
    return opens ? "started" : "queued";
  }

  /** Asks for a build of `changes` without a call (a first build, an administrator's rebuild). */
  async add(changes) {
    this.#state = { ...this.#state, pending: mergeChanges(this.#state.pending, changes) };
    await this.save();
    if (!this.#running && !this.#settling) this.schedule(this.#settleMs, true);
    this.report();
  }

  /** Resolves when no build runs and none waits to run now (a back-off wait counts as idle). */
  idle() {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /**
   * Stops the timers (the process is stopping); what is pending or building stays in the file as it is, so
   * a build ended by the stop is neither counted as failed nor lost.
   */
  stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#settling = false;
  }

  /** @private */
  schedule(ms, settling) {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#settling = settling;
    this.#timer = setTimeout(() => void this.startNext(), ms);
  }

  /** @private */
  async startNext() {
    this.#timer = null;
    this.#settling = false;
    if (this.#running || this.#state.pending === null) return this.report();
    this.#running = true;
    const changes = this.#state.pending;
    this.#state = { ...this.#state, pending: null, building: changes };
    await this.save().catch(() => {});
    this.report();
    let failure = null;
    try {
      await this.#build(changes);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    this.#running = false;
    if (this.#stopped) return;
    const { pending, failures } = this.#state;
    if (failure === null) {
      this.#state = { ...this.#state, building: null, failures: 0, nextTry: null, lastError: null };
      if (pending !== null) this.schedule(0, true);
    } else {
      const delay = retryDelayMs(failures + 1, this.#retry);
      this.#state = {
        ...this.#state,
        pending: mergeChanges(changes, pending),
        building: null,
        failures: failures + 1,
        nextTry: new Date(this.#now() + delay).toISOString(),
        lastError: failure.message,
      };
      this.#log(`the build failed (${failures + 1} in a row); next try in ${Math.round(delay / 1000)} s`);
      this.schedule(delay, false);
    }
    await this.save().catch(() => {});
    this.report();
    if (!this.busy) for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }

  /** @private Saves the state as it is when the write starts; writes run one after another. */
  save() {
    const run = this.#saving.then(() => this.#file.save(this.#state));
    this.#saving = run.catch((error) => {
      this.#log(`The queue could not be saved to the disk: ${error.message}`);
    });
    return run;
  }

  /** @private */
  report() {
    this.#onChange();
  }
}
