/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BuildQueue } from "../../publisher/build-queue.mjs";
import type { Changes } from "../../publisher/changes.mjs";
import { QueueFile, emptyQueue, type QueueState } from "../../publisher/queue-file.mjs";

const NOW = 1_790_000_000_000;
const change = (id: number, visible = true): Changes => ({
  posts: [{ id, slug: `post-${id}`, visible }],
  terms: [],
  rebuild: false,
});
let calls = 0;
const call = (changes: Changes, id = `call-${(calls += 1)}-0000`) => ({
  id,
  timestamp: NOW / 1000,
  ...changes,
});

/** A queue file in memory that records every state it was given. */
function memoryFile(initial: QueueState = emptyQueue()) {
  const saved: QueueState[] = [];
  let current = initial;
  return {
    saved,
    load: () => current,
    save: async (state: QueueState) => {
      current = JSON.parse(JSON.stringify(state));
      saved.push(current);
    },
    get current() {
      return current;
    },
  };
}

/** A build that runs until the test lets it finish or fail. */
function controlledBuilds() {
  const builds: { changes: Changes; finish: () => void; fail: (message: string) => void }[] = [];
  const build = (changes: Changes) =>
    new Promise<void>((resolve, reject) =>
      builds.push({ changes, finish: resolve, fail: (message) => reject(new Error(message)) }),
    );
  return { builds, build };
}

/** Waits, bounded, for the queue's timers and promises to reach a state. */
async function until(condition: () => boolean) {
  for (let turn = 0; turn < 500 && !condition(); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  expect(condition()).toBe(true);
}

const retry = { firstMs: 30_000, maxMs: 15 * 60_000 };

describe("the build queue", () => {
  it("saves a call's changes before it answers, then builds them", async () => {
    const file = memoryFile();
    const { builds, build } = controlledBuilds();
    const queue = new BuildQueue(build, { file, settleMs: 0, now: () => NOW });
    queue.resume();
    const answer = queue.accept(call(change(1)));
    expect(file.saved).toHaveLength(0);
    expect(await answer).toBe("started");
    expect(file.current.pending).toEqual(change(1));
    await until(() => builds.length === 1);
    expect(file.current).toMatchObject({ pending: null, building: change(1) });
    builds[0].finish();
    await queue.idle();
    await until(() => file.current.building === null);
  });

  it("starts one build for a call and one follow-up for everything that arrives while it runs", async () => {
    const { builds, build } = controlledBuilds();
    const queue = new BuildQueue(build, { file: memoryFile(), settleMs: 0, now: () => NOW });
    queue.resume();
    expect(await queue.accept(call(change(1)))).toBe("started");
    await until(() => builds.length === 1);
    for (let id = 2; id <= 10; id += 1) expect(await queue.accept(call(change(id)))).toBe("queued");
    expect(queue.summary.queued).toBe(true);
    builds[0].finish();
    await until(() => builds.length === 2);
    expect(builds[1].changes.posts.map((post) => post.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    builds[1].finish();
    await queue.idle();
    expect(builds).toHaveLength(2);
  });

  it("gathers the calls of the settling time into the first build", async () => {
    jest.useFakeTimers();
    try {
      const { builds, build } = controlledBuilds();
      const queue = new BuildQueue(build, { file: memoryFile(), settleMs: 1500, now: () => NOW });
      queue.resume();
      await queue.accept(call(change(1)));
      await queue.accept(call(change(1, false)));
      expect(builds).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1500);
      expect(builds).toHaveLength(1);
      expect(builds[0].changes.posts).toEqual([{ id: 1, slug: "post-1", visible: false }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("refuses a call id it has seen, also after a restart, and forgets ids past their window", async () => {
    const file = memoryFile();
    let now = NOW;
    const first = new BuildQueue(async () => {}, { file, settleMs: 0, now: () => now });
    first.resume();
    const known = call(change(1), "a-call-id-0001");
    expect(await first.accept(known)).toBe("started");
    expect(await first.accept(known)).toBe("replayed");
    await first.idle();
    first.stop();
    const second = new BuildQueue(async () => {}, { file, settleMs: 0, now: () => now });
    second.resume();
    expect(await second.accept(known)).toBe("replayed");
    now += 301_000;
    expect(await second.accept(call(change(2)))).toBe("started");
    expect(Object.keys(file.current.seen)).not.toContain("a-call-id-0001");
    await second.idle();
  });

  it("keeps a failed build's changes and tries again after the back-off, without a new call", async () => {
    jest.useFakeTimers();
    try {
      const file = memoryFile();
      const { builds, build } = controlledBuilds();
      const queue = new BuildQueue(build, { file, settleMs: 0, retry, now: () => Date.now() });
      queue.resume();
      await queue.accept(call(change(1, false)));
      await jest.advanceTimersByTimeAsync(0);
      builds[0].fail("The build failed (exit code 1)");
      await jest.advanceTimersByTimeAsync(0);
      expect(queue.summary).toMatchObject({
        state: "failed",
        failures: 1,
        lastError: "The build failed (exit code 1)",
      });
      expect(Date.parse(queue.summary.nextTry!) - Date.now()).toBe(30_000);
      expect(file.current.pending).toEqual(change(1, false));

      await jest.advanceTimersByTimeAsync(29_999);
      expect(builds).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(builds).toHaveLength(2);
      expect(builds[1].changes).toEqual(change(1, false));
      builds[1].fail("again");
      await jest.advanceTimersByTimeAsync(0);
      expect(Date.parse(queue.summary.nextTry!) - Date.now()).toBe(60_000);

      await jest.advanceTimersByTimeAsync(60_000);
      builds[2].finish();
      await jest.advanceTimersByTimeAsync(0);
      expect(queue.summary).toMatchObject({ state: "idle", failures: 0, lastError: null, nextTry: null });
      expect(file.current).toMatchObject({ pending: null, building: null, failures: 0 });
    } finally {
      jest.useRealTimers();
    }
  });

  it("tries at once (after the settling time) when a new call arrives during the back-off", async () => {
    jest.useFakeTimers();
    try {
      const { builds, build } = controlledBuilds();
      const queue = new BuildQueue(build, {
        file: memoryFile(),
        settleMs: 100,
        retry,
        now: () => Date.now(),
      });
      queue.resume();
      await queue.accept(call(change(1)));
      await jest.advanceTimersByTimeAsync(100);
      builds[0].fail("WordPress answered 500");
      await jest.advanceTimersByTimeAsync(0);
      await queue.accept(call(change(2)));
      await jest.advanceTimersByTimeAsync(100);
      expect(builds).toHaveLength(2);
      expect(builds[1].changes.posts.map((post) => post.id)).toEqual([1, 2]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("builds what was pending or building when the process stopped", async () => {
    const file = memoryFile({ ...emptyQueue(), building: change(1, false), pending: change(2) });
    const { builds, build } = controlledBuilds();
    const queue = new BuildQueue(build, { file, settleMs: 0, now: () => NOW });
    expect(queue.resume()).toEqual({
      posts: [
        { id: 1, slug: "post-1", visible: false },
        { id: 2, slug: "post-2", visible: true },
      ],
      terms: [],
      rebuild: false,
    });
    await until(() => builds.length === 1);
    builds[0].finish();
    await queue.idle();
  });

  it("after a stop, leaves the batch it was building in the file, neither failed nor lost", async () => {
    const file = memoryFile();
    const { builds, build } = controlledBuilds();
    const queue = new BuildQueue(build, { file, settleMs: 0, now: () => NOW });
    queue.resume();
    await queue.accept(call(change(1)));
    await until(() => builds.length === 1);
    queue.stop();
    builds[0].fail("The build failed (signal SIGTERM)");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(file.current).toMatchObject({ building: change(1), failures: 0 });
  });

  it("answers with an error, not 202, when the queue file cannot be written", async () => {
    const file = { load: () => emptyQueue(), save: async () => Promise.reject(new Error("ENOSPC")) };
    const queue = new BuildQueue(async () => {}, { file, settleMs: 60_000, now: () => NOW, log: () => {} });
    queue.resume();
    await expect(queue.accept(call(change(1)))).rejects.toThrow("ENOSPC");
    queue.stop();
  });

  it("keeps its state in a real file across instances", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "queue-"));
    try {
      const first = new BuildQueue(async () => new Promise(() => {}), {
        file: new QueueFile(root),
        settleMs: 60_000,
        now: () => NOW,
      });
      first.resume();
      await first.accept(call(change(7)));
      first.stop();
      const second = new BuildQueue(async () => {}, { file: new QueueFile(root), settleMs: 60_000 });
      expect(second.resume()).toEqual(change(7));
      second.stop();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
