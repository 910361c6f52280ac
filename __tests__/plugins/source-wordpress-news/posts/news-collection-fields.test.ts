/** @jest-environment node */
/** The fields of a post node buildNewsCollection makes: sanitized, decoded and typed. */
import { buildNewsCollection } from "../../../../plugins/source-wordpress-news/src/posts/news-collection";
import { rule } from "../../../support/source-wordpress-news/collection-fixtures";
import { restPost } from "../../../support/source-wordpress-news/fault-server";

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
