/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { QueueFile, emptyQueue, parseQueue } from "../../publisher/queue-file.mjs";

describe("the queue file", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "queue-file-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("is empty before the first save, and gives back what was saved", async () => {
    const file = new QueueFile(root);
    expect(file.load()).toEqual(emptyQueue());
    const state = {
      ...emptyQueue(),
      pending: { posts: [{ id: 1, slug: "a", visible: false }], terms: [], rebuild: false },
      failures: 2,
      nextTry: "2026-11-25T10:00:00.000Z",
      lastError: "The build failed (exit code 1)",
      seen: { "call-0001": 1_790_000_300 },
    };
    await file.save(state);
    expect(new QueueFile(root).load()).toEqual(state);
    // Written whole under a temporary name first: nothing else is left beside it.
    expect(readdirSync(root)).toEqual(["queue.json"]);
  });

  it("is readable by the publisher's group only when the umask says so", async () => {
    const previous = process.umask(0o027);
    try {
      await new QueueFile(root).save(emptyQueue());
    } finally {
      process.umask(previous);
    }
    expect(statSync(path.join(root, "queue.json")).mode & 0o777).toBe(0o640);
  });

  it("sets an unreadable file aside and asks for a full rebuild, so nothing it held is lost", () => {
    writeFileSync(path.join(root, "queue.json"), '{"pending": {"posts": "all"}}');
    const lines: string[] = [];
    expect(new QueueFile(root, { log: (line) => lines.push(line) }).load()).toEqual({
      ...emptyQueue(),
      pending: { posts: [], terms: [], rebuild: true },
    });
    const aside = readdirSync(root).find((name) => name.startsWith("queue.json.unreadable-"));
    expect(readFileSync(path.join(root, aside!), "utf8")).toContain('"all"');
    expect(lines).toEqual([expect.stringContaining("a full rebuild takes its place")]);
  });

  it.each([
    ["not JSON", "{"],
    ["a negative failure count", '{"failures": -1}'],
    ["a next try that is no time", '{"nextTry": "soon"}'],
    ["ids with times that are not numbers", '{"seen": {"a": "x"}}'],
  ])("refuses a file with %s", (_, text) => {
    expect(() => parseQueue(text)).toThrow();
  });
});
