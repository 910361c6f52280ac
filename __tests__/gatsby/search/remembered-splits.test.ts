/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  readRememberedSplits,
  rememberingSplitter,
  rememberSplits,
} from "../../../gatsby/search/remembered-splits.mjs";

const SPLITS: Record<string, string[]> = {
  Metallpulver: ["Metall", "pulver"],
  Pulverbett: ["Pulver", "bett"],
};
const dictionarySplitter = () => (word: string) => SPLITS[word] ?? null;

describe("compound splits remembered between builds", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "splits-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("a build whose words were all split before does not read the dictionary", async () => {
    const load = jest.fn(dictionarySplitter);
    const first = rememberingSplitter(await readRememberedSplits(dir, "v1"), load);
    expect(first.split("Metallpulver")).toEqual(["Metall", "pulver"]);
    expect(first.split("Werkstoff")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    await rememberSplits(dir, "v1", first.used);

    const again = jest.fn(dictionarySplitter);
    const second = rememberingSplitter(await readRememberedSplits(dir, "v1"), again);
    expect(second.split("Metallpulver")).toEqual(["Metall", "pulver"]);
    expect(second.split("Werkstoff")).toBeNull();
    expect(again).not.toHaveBeenCalled();
    expect(second.dictionaryRead()).toBe(false);
  });

  it("reads the dictionary once for a new word and keeps only the words of the last build", async () => {
    await rememberSplits(dir, "v1", new Map([["Metallpulver", ["Metall", "pulver"]]]));
    const load = jest.fn(dictionarySplitter);
    const build = rememberingSplitter(await readRememberedSplits(dir, "v1"), load);
    expect(build.split("Pulverbett")).toEqual(["Pulver", "bett"]);
    expect(build.split("Pulverbett")).toEqual(["Pulver", "bett"]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(build.dictionaryRead()).toBe(true);
    await rememberSplits(dir, "v1", build.used);
    expect([...(await readRememberedSplits(dir, "v1")).keys()]).toEqual(["Pulverbett"]);
  });

  it("asks nothing for a word that cannot be a compound", () => {
    const load = jest.fn(dictionarySplitter);
    const { split, used } = rememberingSplitter(new Map(), load);
    expect(split("Bau")).toBeNull();
    expect(split("AlSi10Mg")).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(used.size).toBe(0);
  });

  it("starts afresh for another dictionary or splitter, and for a file not of its shape", async () => {
    await rememberSplits(dir, "v1", new Map([["Metallpulver", ["Metall", "pulver"]]]));
    expect((await readRememberedSplits(dir, "v2")).size).toBe(0);
    const file = path.join(dir, "compound-splits.json");
    expect(JSON.parse(readFileSync(file, "utf8")).fingerprint).toBe("v1");
    for (const stored of [
      "{",
      "null",
      JSON.stringify({ fingerprint: "v1", entries: { Metallpulver: "Metall+pulver" } }),
      JSON.stringify({ fingerprint: "v1", entries: { Metallpulver: [1, 2] } }),
      JSON.stringify({ fingerprint: "v1", entries: { "<b>": null } }),
      JSON.stringify({ fingerprint: "v1", entries: ["Metallpulver"] }),
    ]) {
      writeFileSync(file, stored);
      expect((await readRememberedSplits(dir, "v1")).size).toBe(0);
    }
  });
});
