/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readNewsReport } from "../../../../publisher/release-check.mjs";
import { newsReport, writeNewsReport } from "../../../../plugins/source-wordpress-news/src/posts/news-report";
import type { NewsCollection } from "../../../../plugins/source-wordpress-news/src/posts/news-collection";

const COLLECTION = {
  posts: [
    { wpId: 12, language: "de", slug: "größer" },
    { wpId: 13, language: "en", slug: "welcome" },
  ] as NewsCollection["posts"],
  skipped: [
    { wpId: 46, reason: 'slug "%2e%2e" is not a single path segment', warning: true as const },
    { reason: "not a post (no numeric id or no slug)" },
    { wpId: 47, reason: 'status "draft" is not "publish"' },
  ],
};

describe("the news report of a build", () => {
  it("names each built post's page and each left-out post with its reason", () => {
    expect(newsReport(COLLECTION)).toEqual({
      posts: [
        { id: 12, language: "de", slug: "größer" },
        { id: 13, language: "en", slug: "welcome" },
      ],
      leftOut: [
        { id: 46, reason: 'slug "%2e%2e" is not a single path segment' },
        { id: 47, reason: 'status "draft" is not "publish"' },
      ],
    });
  });

  it("is written whole where the publisher asked, and read back by its release check", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "news-report-"));
    try {
      const file = path.join(dir, "run", "news-report.json");
      await writeNewsReport(file, newsReport(COLLECTION));
      expect(readdirSync(path.dirname(file))).toEqual(["news-report.json"]);
      expect(await readNewsReport(file)).toEqual({
        built: new Map([
          [12, { language: "de", slug: "größer" }],
          [13, { language: "en", slug: "welcome" }],
        ]),
        leftOut: new Map([
          [46, 'slug "%2e%2e" is not a single path segment'],
          [47, 'status "draft" is not "publish"'],
        ]),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
