/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { StatusStore } from "../../publisher/status-store.mjs";

describe("the publisher's history", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "status-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("takes many updates at once and saves the last state", async () => {
    const store = new StatusStore(root);
    const saves = Array.from({ length: 20 }, (_, calls) => store.update({ calls: calls + 1 }));
    expect(store.current.calls).toBe(20);
    await Promise.all(saves);
    expect(JSON.parse(readFileSync(path.join(root, "status.json"), "utf8")).calls).toBe(20);
  });

  it("starts again from the saved history, keeping only what it knows", async () => {
    writeFileSync(
      path.join(root, "status.json"),
      JSON.stringify({ builds: 4, lastFullRead: "2026-11-29T06:00:00.000Z", state: "building", secret: 1 }),
    );
    expect(new StatusStore(root).current).toEqual({
      builds: 4,
      calls: 0,
      lastCall: null,
      lastBuild: null,
      lastFullRead: "2026-11-29T06:00:00.000Z",
      lastLog: null,
      warnings: [],
    });
  });

  it("makes its folder when it does not exist yet, and says nothing", async () => {
    const lines: string[] = [];
    const store = new StatusStore(path.join(root, "not-yet"), { log: (line) => lines.push(line) });
    await store.update({ calls: 1 });
    expect(lines).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(root, "not-yet", "status.json"), "utf8")).calls).toBe(1);
  });
});
