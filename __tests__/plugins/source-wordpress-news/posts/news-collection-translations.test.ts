/** @jest-environment node */
/** How buildNewsCollection links a post to its Polylang translations. */
import { buildNewsCollection } from "../../../../plugins/source-wordpress-news/src/posts/news-collection";
import { rule } from "../../../support/source-wordpress-news/collection-fixtures";
import { restPost } from "../../../support/source-wordpress-news/fault-server";

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
