/** @jest-environment node */
import { changedPostsVariable, mergeChanges, pageSlug, readChanges } from "../../publisher/changes.mjs";

describe("merging changes", () => {
  it("keeps each post once, in its latest state, each term once, and a rebuild when either asked", () => {
    expect(
      mergeChanges(
        {
          posts: [{ id: 1, slug: "a", visible: true }],
          terms: [{ taxonomy: "category", id: 3 }],
          rebuild: false,
        },
        {
          posts: [
            { id: 1, slug: "a", visible: false },
            { id: 2, slug: "b", visible: true },
          ],
          terms: [{ taxonomy: "category", id: 3 }],
          rebuild: true,
        },
      ),
    ).toEqual({
      posts: [
        { id: 1, slug: "a", visible: false },
        { id: 2, slug: "b", visible: true },
      ],
      terms: [{ taxonomy: "category", id: 3 }],
      rebuild: true,
    });
  });

  it("keeps the slug visitors knew for a post that left when the later change has none", () => {
    const merged = mergeChanges(
      { posts: [{ id: 1, slug: "known", visible: true }], terms: [], rebuild: false },
      { posts: [{ id: 1, slug: "", visible: false }], terms: [], rebuild: false },
    );
    expect(merged?.posts).toEqual([{ id: 1, slug: "known", visible: false }]);
  });

  it("is the other side when one side is empty", () => {
    const one = { posts: [], terms: [], rebuild: true };
    expect(mergeChanges(null, one)).toBe(one);
    expect(mergeChanges(one, null)).toBe(one);
    expect(mergeChanges(null, null)).toBeNull();
  });
});

describe("a page's slug", () => {
  it("is the decoded slug when the build would use it", () => {
    expect(pageSlug("gr%c3%b6%c3%9fer")).toEqual({ slug: "größer" });
    expect(pageSlug("")).toEqual({ slug: "" });
  });

  it.each(["%2e%2e", "%2E", "a%2fb", "a%2Fb", "%5c", "..", "a/b", "%zz"])(
    "is none for %s, with the reason",
    (raw) => {
      expect(pageSlug(raw)).toEqual({ slug: "", problem: expect.any(String) });
    },
  );
});

describe("reading changes", () => {
  it("fills in what a payload leaves out", () => {
    expect(readChanges({})).toEqual({ changes: { posts: [], terms: [], rebuild: false }, warnings: [] });
  });

  it.each([null, [], "posts", { posts: {} }, { terms: [{ taxonomy: "category", id: 0 }] }])(
    "refuses %j",
    (value) => {
      expect(readChanges(value)).toBeNull();
    },
  );
});

describe("what the build reads of WordPress again (NEWS_CHANGED_POSTS)", () => {
  const post = (id: number) => ({ id, slug: `p${id}`, visible: true });
  it("names the changed posts, none for an editor's save, and every post for a rebuild or a changed term", () => {
    expect(changedPostsVariable({ posts: [post(12), post(34)], terms: [], rebuild: false })).toBe("12,34");
    expect(changedPostsVariable({ posts: [], terms: [], rebuild: false })).toBe("none");
    expect(changedPostsVariable({ posts: [post(12)], terms: [], rebuild: true })).toBe("");
    expect(
      changedPostsVariable({ posts: [post(12)], terms: [{ taxonomy: "category", id: 3 }], rebuild: false }),
    ).toBe("");
  });

  it("reads every post when merged calls name more posts than the build takes by name", () => {
    const posts = Array.from({ length: 1001 }, (_, i) => post(i + 1));
    expect(changedPostsVariable({ posts, terms: [], rebuild: false })).toBe("");
    expect(changedPostsVariable({ posts: posts.slice(0, 1000), terms: [], rebuild: false })).toMatch(
      /^1,2,.*,1000$/,
    );
  });
});
