/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeFileDurably } from "../../publisher/durable-write.mjs";

describe("a durable write", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "durable-write-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("replaces the file with the new bytes and leaves nothing beside it", async () => {
    const file = path.join(folder, "queue.json");
    writeFileSync(file, "old");
    await writeFileDurably(file, "new\n");
    expect(readFileSync(file, "utf8")).toBe("new\n");
    expect(readdirSync(folder)).toEqual(["queue.json"]);
  });

  it("leaves the old file and no temporary file when the new one cannot take its place", async () => {
    // A folder where the file should be: the rename fails.
    const file = path.join(folder, "taken");
    mkdirSync(file);
    await expect(writeFileDurably(file, "x")).rejects.toThrow();
    expect(readdirSync(folder)).toEqual(["taken"]);
  });

  it("writes side by side without one write taking the other's temporary file", async () => {
    const file = path.join(folder, "status.json");
    await Promise.all(Array.from({ length: 10 }, (_, index) => writeFileDurably(file, `${index}`)));
    expect(readFileSync(file, "utf8")).toMatch(/^\d$/);
    expect(readdirSync(folder)).toEqual(["status.json"]);
  });
});
