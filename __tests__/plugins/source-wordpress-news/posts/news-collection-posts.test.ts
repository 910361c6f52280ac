/** @jest-environment node */
/** Which WordPress posts buildNewsCollection makes nodes of, and which it leaves out. */
import { buildNewsCollection } from "../../../../plugins/source-wordpress-news/src/posts/news-collection";
import { rule, term } from "../../../support/source-wordpress-news/collection-fixtures";
import { restPost } from "../../../support/source-wordpress-news/fault-server";

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
