/** @jest-environment node */
/** The slugs buildNewsCollection gives posts and categories, which become page paths, and those it refuses. */
import { buildNewsCollection } from "../../../../plugins/source-wordpress-news/src/posts/news-collection";
import { rule, term } from "../../../support/source-wordpress-news/collection-fixtures";
import { restPost } from "../../../support/source-wordpress-news/fault-server";

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
