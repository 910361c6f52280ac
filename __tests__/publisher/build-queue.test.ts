/** @jest-environment node */
import { BuildQueue, mergeChanges, type Changes } from "../../publisher/build-queue.mjs";

const change = (id: number, visible = true): Changes => ({
  posts: [{ id, slug: `post-${id}`, visible }],
  terms: [],
  rebuild: false,
});

/** A build that runs until the test lets it finish. */
function controlledBuilds() {
  const builds: { changes: Changes; finish: () => void }[] = [];
  const build = (changes: Changes) =>
    new Promise<void>((resolve) => builds.push({ changes, finish: resolve }));
  return { builds, build };
}

/** Waits, bounded, for the queue's timers and promises to reach a state. */
async function until(condition: () => boolean) {
  for (let turn = 0; turn < 200 && !condition(); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  expect(condition()).toBe(true);
}

describe("the build queue", () => {
  it("starts one build for a call and one follow-up for everything that arrives while it runs", async () => {
    const { builds, build } = controlledBuilds();
    const queue = new BuildQueue(build, { settleMs: 0 });
    expect(queue.request(change(1))).toBe("started");
    await until(() => builds.length === 1);
    for (let id = 2; id <= 10; id += 1) expect(queue.request(change(id))).toBe("queued");
    expect(queue.queued).toBe(true);
    builds[0].finish();
    await until(() => builds.length === 2);
    expect(builds[1].changes.posts.map((post) => post.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    builds[1].finish();
    await queue.idle();
    expect(builds).toHaveLength(2);
    expect(queue.building).toBe(false);
  });

  it("gathers the calls of the settling time into the first build", async () => {
    jest.useFakeTimers();
    try {
      const { builds, build } = controlledBuilds();
      const queue = new BuildQueue(build, { settleMs: 1500 });
      queue.request(change(1));
      queue.request(change(1, false));
      expect(builds).toHaveLength(0);
      jest.advanceTimersByTime(1500);
      expect(builds).toHaveLength(1);
      expect(builds[0].changes.posts).toEqual([{ id: 1, slug: "post-1", visible: false }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("goes on after a build that throws", async () => {
    const seen: number[] = [];
    const queue = new BuildQueue(
      async (changes: Changes) => {
        seen.push(changes.posts[0].id);
        if (seen.length === 1) throw new Error("WordPress answered 500");
      },
      { settleMs: 0 },
    );
    queue.request(change(1));
    await until(() => seen.length === 1);
    queue.request(change(2));
    await queue.idle();
    expect(seen).toEqual([1, 2]);
  });
});

describe("merging changes", () => {
  it("keeps each post once, in its latest state, each term once, and a rebuild when either asked", () => {
    expect(
      mergeChanges(
        {
          posts: [{ id: 1, slug: "a", visible: true }],
          terms: [{ taxonomy: "category", id: 3 }],
          rebuild: false,
        },
        {
          posts: [
            { id: 1, slug: "a", visible: false },
            { id: 2, slug: "b", visible: true },
          ],
          terms: [{ taxonomy: "category", id: 3 }],
          rebuild: true,
        },
      ),
    ).toEqual({
      posts: [
        { id: 1, slug: "a", visible: false },
        { id: 2, slug: "b", visible: true },
      ],
      terms: [{ taxonomy: "category", id: 3 }],
      rebuild: true,
    });
  });
});
