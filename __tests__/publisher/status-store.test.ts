/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { StatusStore } from "../../publisher/status-store.mjs";

describe("the publisher's status", () => {
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

  it("starts again from the saved state, but never as building", async () => {
    await new StatusStore(root).update({ state: "building", builds: 4, lastError: null });
    expect(new StatusStore(root).current).toMatchObject({ state: "idle", builds: 4 });
  });
});
