/**
 * Coalesces calls into builds: the first call starts a build after a short settling time (the block editor
 * saves a post in two requests), and every call that arrives while a build runs is merged into exactly one
 * follow-up build. Only one build runs at a time.
 */

/**
 * @typedef {{ id: number, slug: string, visible: boolean }} ChangedPost
 * @typedef {{ taxonomy: "category" | "post_tag", id: number }} ChangedTerm
 * @typedef {{ posts: ChangedPost[], terms: ChangedTerm[], rebuild: boolean }} Changes
 */

/**
 * The union of two sets of changes; for a post named twice, the later call's state wins.
 * @param {Changes | null} a
 * @param {Changes} b
 * @returns {Changes}
 */
export function mergeChanges(a, b) {
  if (!a) return b;
  const posts = new Map(a.posts.map((post) => [post.id, post]));
  for (const post of b.posts) posts.set(post.id, post);
  const terms = new Map([...a.terms, ...b.terms].map((term) => [`${term.taxonomy}:${term.id}`, term]));
  return { posts: [...posts.values()], terms: [...terms.values()], rebuild: a.rebuild || b.rebuild };
}

export class BuildQueue {
  #build;
  #settleMs;
  #onChange;
  /** The changes waiting for the next build, or null. */
  #waiting = null;
  #running = false;
  #settling = null;
  #idleWaiters = [];

  /**
   * @param {(changes: Changes) => Promise<void>} build Runs one build; its errors are its own to report.
   * @param {{ settleMs?: number, onChange?: (state: { building: boolean, queued: boolean }) => void }} options
   */
  constructor(build, { settleMs = 1500, onChange = () => {} } = {}) {
    this.#build = build;
    this.#settleMs = settleMs;
    this.#onChange = onChange;
  }

  get building() {
    return this.#running;
  }

  /** A build runs or is about to start (the settling time of its first call). */
  get busy() {
    return this.#running || this.#settling !== null;
  }

  /** Changes wait for a build that has not started yet. */
  get queued() {
    return this.#waiting !== null;
  }

  /** Adds changes: "started" when they open a new build, "queued" when they join the next one. */
  request(changes) {
    const opensBuild = this.#waiting === null && !this.#running;
    this.#waiting = mergeChanges(this.#waiting, changes);
    if (opensBuild) this.#settling = setTimeout(() => this.startNext(), this.#settleMs);
    this.report();
    return opensBuild ? "started" : "queued";
  }

  /** Resolves when no build runs and none waits. */
  idle() {
    if (!this.#running && this.#waiting === null) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** @private */
  async startNext() {
    this.#settling = null;
    const changes = this.#waiting;
    this.#waiting = null;
    this.#running = true;
    this.report();
    try {
      await this.#build(changes);
    } catch {
      // The build reports its own failure; the queue goes on with what arrived meanwhile.
    }
    this.#running = false;
    if (this.#waiting !== null) {
      void this.startNext();
      return;
    }
    this.report();
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }

  /** @private */
  report() {
    this.#onChange({
      building: this.#running || this.#settling !== null,
      queued: this.queued && this.#running,
    });
  }
}
