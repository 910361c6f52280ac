/** @jest-environment node */
import { statSync } from "node:fs";
import path from "node:path";
import legacyNews from "../../../../data/legacy-news.json";
import { fetchAllPosts } from "../../../../plugins/source-wordpress-news/src/posts/fetch-posts";
import { buildNewsCollection } from "../../../../plugins/source-wordpress-news/src/posts/news-collection";
import { createDirectoryTransport } from "../../../../plugins/source-wordpress-news/src/transport/directory-transport";

const SAMPLE = path.resolve(__dirname, "../../../../data/news-sample");
const transport = createDirectoryTransport(SAMPLE);
const options = { pageSize: 100, retry: { retries: 0, baseDelayMs: 1 } };
const rule = { languages: ["en", "de"], defaultLanguage: "en" };

describe("the sample set through the directory transport", () => {
  it("pages like WordPress: two pages by X-WP-TotalPages", async () => {
    const get = jest.spyOn(transport, "get");
    const { posts, pages } = await fetchAllPosts(transport, options);
    expect(pages).toBe(2);
    expect(posts).toHaveLength(11);
    expect(get.mock.calls.map(([target]) => target)).toEqual([
      "wp-json/wp/v2/posts?_embed&per_page=100&page=1",
      "wp-json/wp/v2/posts?_embed&per_page=100&page=2",
    ]);
    get.mockRestore();
  });

  it("answers a page past the end as WordPress does", async () => {
    const response = await transport.get(
      "wp-json/wp/v2/posts?_embed&per_page=100&page=3",
      "application/json",
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body.toString("utf8")).code).toBe("rest_post_invalid_page_number");
  });

  it("serves media files, and nothing outside the sample set", async () => {
    expect((await transport.get("media/laser-lab.jpg", "image/*")).status).toBe(404);
    const image = await transport.get("media/formnext-booth.jpg", "image/*");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    for (const target of [
      "../../legacy-news.json",
      "media/../../site.json",
      "%2e%2e/site.json",
      "https://example.com/a.jpg",
    ]) {
      expect((await transport.get(target, "image/*")).status).toBe(404);
    }
  });

  it("holds real posts in both languages, with small images", async () => {
    const { posts } = await fetchAllPosts(transport, options);
    const collection = buildNewsCollection(posts, rule);
    for (const language of ["en", "de"]) {
      const own = collection.posts.filter((post) => post.language === language);
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.filter((post) => post.featuredMedia).length).toBeGreaterThanOrEqual(4);
    }
    expect(collection.posts.some((post) => post.protected)).toBe(true);
    for (const post of collection.posts.filter((candidate) => candidate.featuredMedia)) {
      expect(statSync(path.join(SAMPLE, post.featuredMedia?.sourceUrl ?? "")).size).toBeLessThan(60 * 1024);
    }
  });

  it("is where the legacy news paths lead", async () => {
    const { posts } = await fetchAllPosts(transport, options);
    const paths = buildNewsCollection(posts, rule).posts.map(
      (post) => `${post.language === "en" ? "" : `/${post.language}`}/news/${post.slug}/`,
    );
    expect(legacyNews.entries).toHaveLength(4);
    for (const entry of legacyNews.entries) {
      expect(paths).toContain(entry.to);
      expect(entry.from).toMatch(entry.language === "en" ? /^\/news\/.+[^/]$/ : /^\/de\/news\/.+[^/]$/);
      expect(entry.to.startsWith(entry.language === "en" ? "/news/" : "/de/news/")).toBe(true);
    }
  });
});
