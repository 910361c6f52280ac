/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REQUIRED_FILES, checkRelease } from "../../publisher/release-check.mjs";

let dir: string;
const write = (file: string, content = "") => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "release-check-"));
  for (const file of REQUIRED_FILES) write(file);
  write("news/index.html", '<a href="/news/kept/">kept</a>');
  write("news/kept/index.html");
  write("de/news/gr%c3%b6%c3%9fer/index.html");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const post = (id: number, slug: string, visible: boolean) => ({ id, slug, visible });

describe("the check before a release goes live", () => {
  it("passes a release that has every file and shows exactly the visible posts", async () => {
    const changes = {
      posts: [post(1, "kept", true), post(2, "trashed", false), post(3, "gr%c3%b6%c3%9fer", true)],
    };
    expect(await checkRelease(dir, changes)).toEqual([]);
  });

  it("names a missing host file", async () => {
    rmSync(path.join(dir, "nginx-csp.conf"));
    expect(await checkRelease(dir, { posts: [] })).toEqual(["nginx-csp.conf is missing"]);
  });

  it("names a published post without a page", async () => {
    expect(await checkRelease(dir, { posts: [post(4, "new-post", true)] })).toEqual([
      "post 4 (new-post) is published but has no page",
    ]);
  });

  it("names a post that left but still has its page, or is still linked from a listing or the sitemap", async () => {
    write("sitemap-0.xml", "<loc>https://x.test/news/kept/</loc>");
    expect(await checkRelease(dir, { posts: [post(1, "kept", false)] })).toEqual([
      "post 1 (kept) left WordPress but still has a page",
      "news/index.html still links post 1 (kept), which left",
      "sitemap-0.xml still links post 1 (kept), which left",
    ]);
  });
});
