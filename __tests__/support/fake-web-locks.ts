/**
 * The Web Locks API (navigator.locks) for one origin, which jsdom lacks: exclusive locks granted in the
 * order requested, each held until its callback settles. Every tab of a test shares one instance, as the
 * tabs of a browser share the origin's lock manager.
 */
export function fakeWebLocks(): Pick<LockManager, "request"> {
  const queues = new Map<string, Promise<void>>();
  const request = (name: string, callback: (lock: Lock | null) => unknown) => {
    const granted = (queues.get(name) ?? Promise.resolve()).then(() =>
      callback({ name, mode: "exclusive" } as Lock),
    );
    queues.set(
      name,
      granted.then(
        () => undefined,
        () => undefined,
      ),
    );
    return granted;
  };
  return { request } as Pick<LockManager, "request">;
}
