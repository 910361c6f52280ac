/** @jest-environment node */
import { buildNewsCollection } from "../../../../plugins/source-wordpress-news/src/posts/news-collection";
import { restPost } from "../../../support/source-wordpress-news/fault-server";

const rule = { languages: ["en", "de"], defaultLanguage: "en" };

const FORBIDDEN = {
  code: "rest_forbidden",
  message: "Sorry, you are not allowed to do that.",
  data: { status: 401 },
};
const term = (id: number, slug: string, taxonomy = "category", name = slug) => ({ id, slug, name, taxonomy });
const media = (id: number, alt = "") => ({
  id,
  date: "2025-01-01T10:00:00",
  source_url: `https://news.example.com/wp-content/uploads/2025/01/image-${id}.jpg`,
  alt_text: alt,
  mime_type: "image/jpeg",
});

describe("which posts become nodes", () => {
  it("keeps published posts and leaves out drafts, private, pending and future posts", () => {
    const collection = buildNewsCollection(
      [
        restPost(1),
        restPost(2, { status: "draft" }),
        restPost(3, { status: "private" }),
        restPost(4, { status: "pending" }),
        restPost(5, { status: "future" }),
        restPost(6, { status: undefined }),
      ],
      rule,
    );
    expect(collection.posts.map((post) => post.wpId)).toEqual([1]);
    expect(collection.skipped).toEqual([
      { wpId: 2, reason: 'status "draft" is not "publish"' },
      { wpId: 3, reason: 'status "private" is not "publish"' },
      { wpId: 4, reason: 'status "pending" is not "publish"' },
      { wpId: 5, reason: 'status "future" is not "publish"' },
      { wpId: 6, reason: 'status "missing" is not "publish"' },
    ]);
  });

  it("does not let a draft's categories, tags or author into the site", () => {
    const draft = restPost(2, {
      status: "draft",
      categories: [9],
      _embedded: {
        author: [{ id: 7, name: "Secret", slug: "secret" }],
        "wp:term": [[term(9, "unreleased")], [term(19, "secret-tag", "post_tag")]],
      },
    });
    const collection = buildNewsCollection([draft], rule);
    expect(collection).toMatchObject({ posts: [], categories: [], tags: [], authors: [] });
  });

  it("keeps the title of a password-protected post and withholds its text", () => {
    const [post] = buildNewsCollection(
      [
        restPost(1, {
          title: { rendered: "Partner preview" },
          // As if an authenticated request had received the content: it must not get through.
          content: { rendered: "<p>Roadmap</p>", protected: true },
          excerpt: { rendered: "<p>Roadmap</p>", protected: true },
        }),
      ],
      rule,
    ).posts;
    expect(post).toMatchObject({
      title: "Partner preview",
      protected: true,
      contentHtml: "",
      excerptHtml: "",
    });
  });

  it("leaves out entries that are not posts and posts of a language the site does not have", () => {
    const collection = buildNewsCollection([null, { id: "x" }, restPost(1, { lang: "fr" })], rule);
    expect(collection.posts).toEqual([]);
    expect(collection.skipped.map((entry) => entry.reason)).toEqual([
      "not a post (no numeric id or no slug)",
      "not a post (no numeric id or no slug)",
      'language "fr" is not one of the site\'s',
    ]);
  });

  it("leaves out a post without a usable date", () => {
    expect(buildNewsCollection([restPost(1, { date: "yesterday" })], rule).posts).toEqual([]);
  });
});

describe("a post node's fields", () => {
  it("are sanitized, decoded and typed", () => {
    const [post] = buildNewsCollection(
      [
        restPost(5, {
          slug: "heat-exchangers",
          title: { rendered: "Heat exchangers &#038; cooling plates: &#8220;print first&#8221;" },
          content: {
            rendered: '<p onclick="x()">Text <a href="javascript:alert(1)">link</a></p>',
            protected: false,
          },
          excerpt: { rendered: "<p>Short&nbsp;[&hellip;]</p>\n", protected: false },
          sticky: true,
          link: "https://news.example.com/2025/01/02/heat-exchangers/",
        }),
      ],
      rule,
    ).posts;
    expect(post).toEqual({
      wpId: 5,
      slug: "heat-exchangers",
      language: "en",
      title: "Heat exchangers & cooling plates: “print first”",
      excerptHtml: "<p>Short\u00a0[…]</p>",
      excerptText: "Short […]",
      contentHtml: "<p>Text <a>link</a></p>",
      protected: false,
      sticky: true,
      date: "2025-01-02T10:00:00+01:00",
      modified: "2025-01-03T10:00:00+01:00",
      link: "https://news.example.com/2025/01/02/heat-exchangers/",
      categories: [],
      tags: [],
      author: null,
      featuredMedia: null,
      featuredImageAlt: "",
      translations: [],
    });
  });
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

describe("translations", () => {
  it("links Polylang translations by language and slug, leaving out those that are not public", () => {
    const collection = buildNewsCollection(
      [
        restPost(1, { slug: "formnext", lang: "en", translations: { en: 1, de: 2 } }),
        restPost(2, { slug: "formnext-messe", lang: "de", translations: { en: 1, de: 2 } }),
        restPost(3, { slug: "academy", lang: "en", translations: { en: 3, de: 4 } }),
        restPost(4, { slug: "akademie", lang: "de", status: "draft", translations: { en: 3, de: 4 } }),
      ],
      rule,
    );
    expect(collection.posts.map((post) => [post.slug, post.translations])).toEqual([
      ["formnext", [{ language: "de", slug: "formnext-messe" }]],
      ["formnext-messe", [{ language: "en", slug: "formnext" }]],
      ["academy", []],
    ]);
  });

  it("has none without Polylang", () => {
    expect(buildNewsCollection([restPost(1)], rule).posts[0].translations).toEqual([]);
  });
});

describe("slugs, which become page paths", () => {
  it("uses WordPress's percent-encoded umlaut slug decoded, as the folder nginx serves it from", () => {
    const collection = buildNewsCollection(
      [
        restPost(1, { slug: "%c3%bcber-uns", lang: "de", translations: { de: 1, en: 2 } }),
        restPost(2, { slug: "about-us", lang: "en", translations: { de: 1, en: 2 } }),
      ],
      rule,
    );
    expect(collection.posts.map((post) => [post.slug, post.translations])).toEqual([
      ["über-uns", [{ language: "en", slug: "about-us" }]],
      ["about-us", [{ language: "de", slug: "über-uns" }]],
    ]);
  });

  it.each([
    ["..", '".."'],
    ["%2e%2e", '"%2e%2e"'],
    ["a/b", '"a/b"'],
    ["%2f", '"%2f"'],
    ["a\\b", '"a\\\\b"'],
    ["x\ny", '"x\\ny"'],
    ["post?x#y", '"post?x#y"'],
    ["", '""'],
  ])("leaves out a post with the slug %j, with a warning naming post and slug", (slug, quoted) => {
    const collection = buildNewsCollection([restPost(1), restPost(2, { slug, categories: [5] })], rule);
    expect(collection.posts.map((post) => post.wpId)).toEqual([1]);
    expect(collection.skipped).toEqual([
      { wpId: 2, reason: expect.stringContaining(`slug ${quoted} `), warning: true },
    ]);
  });

  it("does not let the left-out post's categories, tags or translations into the site", () => {
    const collection = buildNewsCollection(
      [
        restPost(1, { slug: "formnext", lang: "en", translations: { en: 1, de: 2 } }),
        restPost(2, {
          slug: "../../../etc",
          lang: "de",
          translations: { en: 1, de: 2 },
          _embedded: {
            author: [{ id: 7, name: "Someone", slug: "someone" }],
            "wp:term": [[term(9, "only-here")], [term(19, "only-here-too", "post_tag")]],
          },
        }),
      ],
      rule,
    );
    expect(collection).toMatchObject({ categories: [], tags: [], authors: [] });
    expect(collection.posts.map((post) => [post.wpId, post.translations])).toEqual([[1, []]]);
  });

  it("keeps the newer post when two slugs of a language decode to the same page", () => {
    const collection = buildNewsCollection(
      [
        restPost(1, { slug: "%c3%bcber-uns", lang: "de" }),
        restPost(2, { slug: "u%cc%88ber-uns", lang: "de" }),
        restPost(3, { slug: "%c3%bcber-uns", lang: "en" }),
      ],
      rule,
    );
    expect(collection.posts.map((post) => [post.wpId, post.language, post.slug])).toEqual([
      [1, "de", "über-uns"],
      [3, "en", "über-uns"],
    ]);
    expect(collection.skipped).toEqual([
      { wpId: 2, reason: 'slug "u%cc%88ber-uns" is the page of post 1 already', warning: true },
    ]);
  });

  it("gives a category archive a decoded slug, and leaves out a category whose slug is no path", () => {
    const collection = buildNewsCollection(
      [
        restPost(1, {
          _embedded: { "wp:term": [[term(3, "ver%c3%b6ffentlichungen"), term(4, "..%2fadmin")]] },
        }),
      ],
      rule,
    );
    expect(collection.posts[0].categories).toEqual([3]);
    expect(collection.categories.map((category) => [category.wpId, category.slug])).toEqual([
      [3, "veröffentlichungen"],
    ]);
    expect(collection.skippedCategories).toEqual([
      { wpId: 4, reason: `slug "..%2fadmin" is not a single path segment of letters, digits, '-' and '_'` },
    ]);
  });
});
