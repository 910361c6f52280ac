/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readRememberedMap, writeRememberedMap } from "../../../gatsby/build-cache/remembered-map.mjs";

const isNumber = (_key: string, value: unknown) => typeof value === "number";

describe("a map remembered from one build for the next", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "remembered-"));
    file = path.join(dir, "nested", "memo.json");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads back what was written for the same fingerprint, sorted by key, and leaves no partial file", async () => {
    await writeRememberedMap(
      file,
      "v1",
      new Map([
        ["b", 2],
        ["a", 1],
      ]),
    );
    expect(await readRememberedMap(file, "v1", isNumber)).toEqual(
      new Map([
        ["a", 1],
        ["b", 2],
      ]),
    );
    expect(Object.keys(JSON.parse(readFileSync(file, "utf8")).entries)).toEqual(["a", "b"]);
    expect(existsSync(`${file}.new`)).toBe(false);
  });

  it("starts afresh without a file, for another fingerprint, a file not of its shape or an entry refused", async () => {
    expect((await readRememberedMap(file, "v1", isNumber)).size).toBe(0);
    await writeRememberedMap(file, "v1", new Map([["a", 1]]));
    expect((await readRememberedMap(file, "v2", isNumber)).size).toBe(0);
    for (const stored of [
      "{",
      "null",
      "[]",
      JSON.stringify({ fingerprint: "v1" }),
      JSON.stringify({ fingerprint: "v1", entries: null }),
      JSON.stringify({ fingerprint: "v1", entries: [1] }),
      JSON.stringify({ fingerprint: "v1", entries: { a: 1, b: "2" } }),
    ]) {
      writeFileSync(file, stored);
      expect((await readRememberedMap(file, "v1", isNumber)).size).toBe(0);
    }
  });
});
