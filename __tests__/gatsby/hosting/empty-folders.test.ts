/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { removeEmptyFolders } from "../../../gatsby/hosting/empty-folders";

describe("the folders a removed page leaves", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "empty-folders-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("are removed, deepest first, while folders with a file stay", async () => {
    mkdirSync(path.join(dir, "de/news/trashed-post"), { recursive: true });
    mkdirSync(path.join(dir, "page-data/de/news/trashed-post"), { recursive: true });
    mkdirSync(path.join(dir, "news/kept"), { recursive: true });
    writeFileSync(path.join(dir, "news/kept/index.html"), "");
    expect(await removeEmptyFolders(dir)).toBe(7);
    expect(existsSync(path.join(dir, "de"))).toBe(false);
    expect(existsSync(path.join(dir, "page-data"))).toBe(false);
    expect(existsSync(path.join(dir, "news/kept/index.html"))).toBe(true);
    expect(existsSync(dir)).toBe(true);
  });
});
