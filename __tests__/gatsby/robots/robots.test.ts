/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { robotsTxt, writeRobotsTxt } from "../../../gatsby/robots/robots";

describe("robotsTxt", () => {
  const robots = robotsTxt("https://www.example.com");

  it("lets every crawler in", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
  });

  it("keeps crawlers out of the sign-in callback in both languages", () => {
    expect(robots).toMatch(/^Disallow: \/login\/$/m);
    expect(robots).toMatch(/^Disallow: \/de\/login\/$/m);
  });

  it("announces the sitemap index on the site's address", () => {
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.example\.com\/sitemap-index\.xml$/m);
  });

  it("disallows nothing else", () => {
    expect(robots.match(/^Disallow:/gm)).toHaveLength(2);
  });
});

describe("writeRobotsTxt", () => {
  it("writes robots.txt at the top of public/", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "robots-"));
    try {
      await writeRobotsTxt(publicDir, "https://www.example.com");
      expect(readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toBe(
        robotsTxt("https://www.example.com"),
      );
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
