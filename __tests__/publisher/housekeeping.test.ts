/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pruneLogs, removeLeftovers } from "../../publisher/housekeeping.mjs";

describe("housekeeping of the publish root", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "housekeeping-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("removes half-copied releases and half-written files a crash left, nothing else", async () => {
    mkdirSync(path.join(root, "releases", "20261124T100000000Z.partial", "news"), { recursive: true });
    mkdirSync(path.join(root, "releases", "20261124T090000000Z"), { recursive: true });
    writeFileSync(path.join(root, "queue.json.1234.tmp"), "{");
    writeFileSync(path.join(root, "status.json.3fa9c1d2e4b5.tmp"), "{");
    writeFileSync(path.join(root, "queue.json"), "{}");
    mkdirSync(path.join(root, "run"));
    writeFileSync(path.join(root, "run", "command.json.0a1b2c3d4e5f.tmp"), "{");
    writeFileSync(path.join(root, "run", "publisher.pid"), "1");
    expect((await removeLeftovers(root)).sort()).toEqual([
      "queue.json.1234.tmp",
      "releases/20261124T100000000Z.partial",
      "run/command.json.0a1b2c3d4e5f.tmp",
      "status.json.3fa9c1d2e4b5.tmp",
    ]);
    expect(readdirSync(path.join(root, "releases"))).toEqual(["20261124T090000000Z"]);
    expect(readdirSync(root).sort()).toEqual(["queue.json", "releases", "run"]);
    expect(readdirSync(path.join(root, "run"))).toEqual(["publisher.pid"]);
  });

  it("keeps the newest build logs", async () => {
    mkdirSync(path.join(root, "logs"));
    for (let hour = 10; hour < 15; hour += 1) {
      const file = path.join(root, "logs", `20261124T${hour}0000000Z.log`);
      writeFileSync(file, "");
      utimesSync(file, hour * 3600, hour * 3600);
    }
    expect((await pruneLogs(root, 2)).sort()).toEqual([
      "20261124T100000000Z.log",
      "20261124T110000000Z.log",
      "20261124T120000000Z.log",
    ]);
    expect(readdirSync(path.join(root, "logs")).sort()).toEqual([
      "20261124T130000000Z.log",
      "20261124T140000000Z.log",
    ]);
  });
});
