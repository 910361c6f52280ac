/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
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

  it("compresses again only the files changed since their copy was written", async () => {
    const page = (name: string) => path.join(dir, "jobs", name);
    writeFileSync(page("a.html"), "<p>a</p>".repeat(100));
    writeFileSync(page("b.html"), "<p>b</p>".repeat(100));
    expect(await precompress(dir)).toBe(2);
    writeFileSync(page("a.html.gz"), "kept: an earlier build's copy, newer than its file");
    // As an earlier build left them, a minute ago: each copy written a second after its file.
    const minuteAgo = Date.now() / 1000 - 60;
    for (const name of ["a.html", "b.html"]) {
      utimesSync(page(name), minuteAgo, minuteAgo);
      utimesSync(page(`${name}.gz`), minuteAgo + 1, minuteAgo + 1);
    }

    writeFileSync(page("b.html"), "<p>changed</p>".repeat(100));
    expect(await precompress(dir)).toBe(2);
    expect(readFileSync(page("a.html.gz"), "utf8")).toMatch(/^kept/);
    expect(gunzipSync(readFileSync(page("b.html.gz"))).toString()).toBe("<p>changed</p>".repeat(100));
  });

  it("keeps a copy whose file was written anew with the same bytes, and replaces one it cannot unpack", async () => {
    const page = (name: string) => path.join(dir, "jobs", name);
    writeFileSync(page("a.html"), "<p>a</p>".repeat(100));
    writeFileSync(page("b.html"), "<p>b</p>".repeat(100));
    expect(await precompress(dir)).toBe(2);
    const copy = readFileSync(page("a.html.gz"));
    const written = statSync(page("a.html.gz")).mtimeMs;
    // Written anew, newer than their copies, as a build rewrites its assets.
    const inAMinute = Date.now() / 1000 + 60;
    for (const name of ["a.html", "b.html"]) utimesSync(page(name), inAMinute, inAMinute);
    writeFileSync(page("b.html.gz"), "not gzip");
    utimesSync(page("b.html.gz"), 0, 0);

    expect(await precompress(dir)).toBe(2);
    expect(readFileSync(page("a.html.gz")).equals(copy)).toBe(true);
    expect(statSync(page("a.html.gz")).mtimeMs).toBe(written);
    expect(gunzipSync(readFileSync(page("b.html.gz"))).toString()).toBe("<p>b</p>".repeat(100));
  });
});
