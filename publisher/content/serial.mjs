/** Runs tasks one after another, in the order they were given: the one writer of the checkout. */
export class Serial {
  #tail = Promise.resolve();

  /** Resolves (or rejects) with `task`'s outcome once every earlier task has finished. */
  run(task) {
    const result = this.#tail.then(task);
    this.#tail = result.catch(() => {});
    return result;
  }
}
