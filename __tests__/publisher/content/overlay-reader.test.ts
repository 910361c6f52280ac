/** @jest-environment node */
import type { DataReader } from "../../../gatsby/collections/entries";
import { overlayReader } from "../../../publisher/content/overlay-reader.mjs";

/** A repository on "disk" of these files (path → text), as the build's checks read one. */
function disk(files: Record<string, string>): DataReader {
  return {
    text: (file: string) => files[file] ?? null,
    names(folder: string) {
      const names = Object.keys(files)
        .filter((file) => file.startsWith(`${folder}/`) && !file.slice(folder.length + 1).includes("/"))
        .map((file) => file.slice(folder.length + 1));
      return names.length > 0 ? names.sort() : null;
    },
    exists: (file: string) => file in files,
    head: (file: string) => (files[file] ?? "").slice(0, 8),
  };
}

const saved = disk({ "data/jobs/a.json": "old a", "data/jobs/b.json": "old b", "data/site.json": "site" });
const bytes = (text: string) => Buffer.from(text);

describe("overlayReader", () => {
  it("reads a written file's new text, a deleted file as missing and the rest from disk", () => {
    const reader = overlayReader(
      saved,
      new Map([["data/jobs/a.json", bytes("new a")]]),
      new Set(["data/jobs/b.json"]),
    );
    expect(reader.text("data/jobs/a.json")).toBe("new a");
    expect(reader.text("data/jobs/b.json")).toBeNull();
    expect(reader.text("data/site.json")).toBe("site");
  });

  it("lists a folder with its new files and without its deleted ones, sorted", () => {
    const writes = new Map([["data/jobs/0.json", bytes("{}")]]);
    expect(overlayReader(saved, writes, new Set(["data/jobs/b.json"])).names("data/jobs")).toEqual([
      "0.json",
      "a.json",
    ]);
  });

  it("does not list a file written into a folder below", () => {
    const writes = new Map([["data/jobs/old/c.json", bytes("{}")]]);
    expect(overlayReader(saved, writes, new Set()).names("data/jobs")).toEqual(["a.json", "b.json"]);
  });

  it("has a folder that only the save makes, and none that neither has", () => {
    const reader = overlayReader(saved, new Map([["data/team/x.json", bytes("{}")]]), new Set());
    expect(reader.names("data/team")).toEqual(["x.json"]);
    expect(reader.names("data/partners")).toBeNull();
  });

  it("keeps a folder whose every file the save deletes, as empty", () => {
    const reader = overlayReader(saved, new Map(), new Set(["data/jobs/a.json", "data/jobs/b.json"]));
    expect(reader.names("data/jobs")).toEqual([]);
  });

  it("knows what exists after the save", () => {
    const reader = overlayReader(
      saved,
      new Map([["data/team/x.json", bytes("{}")]]),
      new Set(["data/jobs/a.json"]),
    );
    expect(
      ["data/team/x.json", "data/jobs/a.json", "data/site.json"].map((file) => reader.exists(file)),
    ).toEqual([true, false, true]);
  });

  it("reads a written file's first 8 bytes as its head", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const reader = overlayReader(saved, new Map([["data/images/a.png", png]]), new Set());
    expect(reader.head("data/images/a.png")).toBe(png.subarray(0, 8).toString("latin1"));
    expect(reader.head("data/site.json")).toBe("site");
  });

  it("changes nothing on disk", () => {
    const files = { "data/jobs/a.json": "old a" };
    overlayReader(disk(files), new Map([["data/jobs/a.json", bytes("new")]]), new Set()).text(
      "data/jobs/a.json",
    );
    expect(files).toEqual({ "data/jobs/a.json": "old a" });
  });
});
