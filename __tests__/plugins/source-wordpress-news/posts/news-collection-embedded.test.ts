/** @jest-environment node */
/** How buildNewsCollection reads a post's embedded entries: featured image, author, categories and tags. */
import { buildNewsCollection } from "../../../../plugins/source-wordpress-news/src/posts/news-collection";
import { rule, term } from "../../../support/source-wordpress-news/collection-fixtures";
import { restPost } from "../../../support/source-wordpress-news/fault-server";

const FORBIDDEN = {
  code: "rest_forbidden",
  message: "Sorry, you are not allowed to do that.",
  data: { status: 401 },
};
const media = (id: number, alt = "") => ({
  id,
  date: "2025-01-01T10:00:00",
  source_url: `https://news.example.com/wp-content/uploads/2025/01/image-${id}.jpg`,
  alt_text: alt,
  mime_type: "image/jpeg",
});

describe("embedded entries", () => {
  it("counts an embedded error object as a missing featured image", () => {
    const [post] = buildNewsCollection(
      [restPost(1, { featured_media: 44, _embedded: { "wp:featuredmedia": [FORBIDDEN] } })],
      rule,
    ).posts;
    expect(post.featuredMedia).toBeNull();
    expect(post.featuredImageAlt).toBe("");
  });

  it("reads a featured image with its alt text, decoded", () => {
    const [post] = buildNewsCollection(
      [
        restPost(1, {
          featured_media: 44,
          _embedded: { "wp:featuredmedia": [media(44, "Copper &amp; steel")] },
        }),
      ],
      rule,
    ).posts;
    expect(post.featuredMedia).toEqual({
      wpId: 44,
      sourceUrl: "https://news.example.com/wp-content/uploads/2025/01/image-44.jpg",
      cacheKey: "44|2025-01-01T10:00:00|https://news.example.com/wp-content/uploads/2025/01/image-44.jpg",
    });
    expect(post.featuredImageAlt).toBe("Copper & steel");
  });

  it("ignores an embedded image when the post says it has none", () => {
    const [post] = buildNewsCollection(
      [restPost(1, { featured_media: 0, _embedded: { "wp:featuredmedia": [media(44)] } })],
      rule,
    ).posts;
    expect(post.featuredMedia).toBeNull();
  });

  it("counts an embedded error object as a missing author", () => {
    const collection = buildNewsCollection(
      [
        restPost(1, {
          _embedded: { author: [{ code: "rest_user_invalid_id", message: "Invalid user ID." }] },
        }),
      ],
      rule,
    );
    expect(collection.posts[0].author).toBeNull();
    expect(collection.authors).toEqual([]);
  });

  it("skips error objects among the terms", () => {
    const collection = buildNewsCollection(
      [
        restPost(1, {
          _embedded: {
            "wp:term": [[FORBIDDEN, term(3, "events", "category", "Events &amp; Fairs")], FORBIDDEN],
          },
        }),
      ],
      rule,
    );
    expect(collection.posts[0].categories).toEqual([3]);
    expect(collection.categories).toEqual([
      { wpId: 3, slug: "events", name: "Events & Fairs", language: "en", count: 1, isLanguageMarker: false },
    ]);
  });

  it("creates authors, categories and tags once, with counts of public posts", () => {
    const embedded = (categoryIds: number[]) => ({
      author: [
        { id: 2, name: "Julia Berger", slug: "julia-berger", avatar_urls: { 24: "https://gravatar/x" } },
      ],
      "wp:term": [
        categoryIds.map((id) => term(id, id === 11 ? "de" : `category-${id}`)),
        [term(30, "formnext", "post_tag", "Formnext")],
      ],
    });
    const collection = buildNewsCollection(
      [
        restPost(1, { _embedded: embedded([10]) }),
        restPost(2, { _embedded: embedded([10, 11]) }),
        restPost(3, { status: "draft", _embedded: embedded([10]) }),
      ],
      rule,
    );
    expect(collection.posts.map((post) => [post.wpId, post.language, post.author, post.tags])).toEqual([
      [1, "en", 2, [30]],
      [2, "de", 2, [30]],
    ]);
    expect(collection.authors).toEqual([{ wpId: 2, name: "Julia Berger", slug: "julia-berger" }]);
    expect(collection.tags).toEqual([{ wpId: 30, slug: "formnext", name: "Formnext" }]);
    expect(collection.categories).toEqual([
      {
        wpId: 10,
        slug: "category-10",
        name: "category-10",
        language: "en",
        count: 2,
        isLanguageMarker: false,
      },
      { wpId: 11, slug: "de", name: "de", language: "de", count: 1, isLanguageMarker: true },
    ]);
  });
});
