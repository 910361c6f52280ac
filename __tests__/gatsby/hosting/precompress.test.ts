/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { precompress } from "../../../gatsby/hosting/precompress";

describe("precompress", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    mkdirSync(path.join(dir, "jobs"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a gzip copy of each text file that gets smaller, and removes copies of files that are gone", async () => {
    const html = `<!DOCTYPE html>${"<p>Hello</p>".repeat(200)}`;
    writeFileSync(path.join(dir, "jobs", "index.html"), html);
    writeFileSync(path.join(dir, "tiny.js"), "1");
    writeFileSync(path.join(dir, "photo.jpg"), "x".repeat(5000));
    writeFileSync(path.join(dir, "old.css.gz"), "stale");

    expect(await precompress(dir)).toBe(1);
    expect(gunzipSync(readFileSync(path.join(dir, "jobs", "index.html.gz"))).toString()).toBe(html);
    expect(existsSync(path.join(dir, "tiny.js.gz"))).toBe(false);
    expect(existsSync(path.join(dir, "photo.jpg.gz"))).toBe(false);
    expect(existsSync(path.join(dir, "old.css.gz"))).toBe(false);
  });
});
