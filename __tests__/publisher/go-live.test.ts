/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { goLive } from "../../publisher/go-live.mjs";
import { liveRelease, switchLive } from "../../publisher/releases.mjs";

describe("putting a release live", () => {
  let root: string;
  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), "go-live-"));
    for (const id of ["20261124T100000000Z", "20261124T110000000Z"]) {
      mkdirSync(path.join(root, "releases", id), { recursive: true });
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("switches, reloads, and tells which release was live before", async () => {
    await switchLive(root, "20261124T100000000Z");
    const reloads: (string | null)[] = [];
    const previous = await goLive(root, "20261124T110000000Z", async () => {
      reloads.push(await liveRelease(root));
    });
    expect(previous).toBe("20261124T100000000Z");
    expect(reloads).toEqual(["20261124T110000000Z"]);
    expect(await liveRelease(root)).toBe("20261124T110000000Z");
  });

  it("goes back when the reload fails, so the pages and the server's includes stay of one release", async () => {
    await switchLive(root, "20261124T100000000Z");
    await expect(
      goLive(root, "20261124T110000000Z", async () => Promise.reject(new Error("Reloading failed"))),
    ).rejects.toThrow("Reloading failed");
    expect(await liveRelease(root)).toBe("20261124T100000000Z");
  });

  it("keeps a first release live when its reload fails: there is nothing to go back to", async () => {
    await expect(
      goLive(root, "20261124T100000000Z", async () => Promise.reject(new Error("nginx is not running"))),
    ).rejects.toThrow();
    expect(await liveRelease(root)).toBe("20261124T100000000Z");
  });
});
