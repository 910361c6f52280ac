/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  FULL_READ_EVERY_MS,
  fetchChangedPosts,
  keptFingerprint,
  usableKeptPosts,
} from "../../../../plugins/source-wordpress-news/src/posts/changed-posts";
import { fetchAllPosts } from "../../../../plugins/source-wordpress-news/src/posts/fetch-posts";
import { createDirectoryTransport } from "../../../../plugins/source-wordpress-news/src/transport/directory-transport";

type Post = {
  id: number;
  date: string;
  date_gmt: string;
  slug: string;
  translations?: Record<string, number>;
};

const SAMPLE = path.resolve(__dirname, "../../../../data/news-sample");
const samplePosts = (): Post[] =>
  [1, 2].flatMap((page) =>
    JSON.parse(readFileSync(path.join(SAMPLE, `posts-page-${page}.json`), "utf8")),
  ) as Post[];
const REQUEST = { retry: { retries: 0, baseDelayMs: 1 } };

describe("whether the posts of the last read may stand in for a full read", () => {
  const fingerprint = keptFingerprint("https://news.example.com", { pageSize: 100 });
  const now = Date.UTC(2026, 10, 29, 12);
  const kept = (fullReadAt: number, with_ = fingerprint) => ({ fingerprint: with_, fullReadAt, posts: [] });

  it("only when they were read from the same source with the same settings, within a day", () => {
    expect(usableKeptPosts(kept(now - 1000), fingerprint, now)).toEqual(kept(now - 1000));
    expect(usableKeptPosts(kept(now - FULL_READ_EVERY_MS), fingerprint, now)).toBeNull();
    expect(usableKeptPosts(kept(now + 60_000), fingerprint, now)).toBeNull();
    const other = keptFingerprint("https://news.example.com", { pageSize: 10 });
    expect(usableKeptPosts(kept(now - 1000, other), fingerprint, now)).toBeNull();
    for (const value of [undefined, null, "posts", { fingerprint, fullReadAt: now, posts: "x" }]) {
      expect(usableKeptPosts(value, fingerprint, now)).toBeNull();
    }
  });
});

describe("reading the changed posts again", () => {
  let dir: string;
  /** Writes `posts` as the sample set's one page: what WordPress lists publicly now. */
  const publish = (posts: Post[]) => {
    writeFileSync(path.join(dir, "posts-page-1.json"), JSON.stringify(posts));
    writeFileSync(
      path.join(dir, "headers-page-1.json"),
      JSON.stringify({ "X-WP-Total": String(posts.length), "X-WP-TotalPages": "1" }),
    );
  };
  const transport = () => createDirectoryTransport(dir);
  const fullRead = async () => (await fetchAllPosts(transport(), { ...REQUEST, pageSize: 100 })).posts;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "changed-posts-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("comes to what a full read gives: new, edited, trashed, rescheduled and relinked posts", async () => {
    const before = samplePosts();
    const byId = (id: number) => structuredClone(before.find((post) => post.id === id)!);
    // 111 edited; 106 trashed (its English side 105 still lists it); 120 new, linked to 111;
    // 109 moved to a later date; 107 and 108 unlinked (only 108 was saved).
    const edited = { ...byId(111), slug: "renamed", translations: { en: 111, de: 120 } };
    const added = {
      ...byId(110),
      id: 120,
      slug: "neu",
      date: "2025-03-21T10:00:00",
      date_gmt: "2025-03-21T09:00:00",
      translations: { en: 111, de: 120 },
    };
    const moved = { ...byId(109), date: "2025-04-01T02:00:00", date_gmt: "2025-04-01T00:00:00" };
    const unlinked = { ...byId(108), translations: { de: 108 } };
    const partner = { ...byId(107), translations: { en: 107 } };
    const after = [
      edited,
      added,
      moved,
      ...before.filter((post) => ![111, 106, 109, 108, 107].includes(post.id)),
      unlinked,
      partner,
    ].sort((a, b) => b.date.localeCompare(a.date));
    publish(after);

    const result = await fetchChangedPosts(transport(), before, [111, 106, 120, 109, 108], REQUEST);
    expect(result.posts).toEqual(await fullRead());
    // The changed posts, their old partners (105, 110, 107) and none of the others.
    expect(result.read.sort()).toEqual([105, 106, 107, 108, 109, 110, 111, 120]);
  });

  it("keeps WordPress's order by local time where GMT orders otherwise (the repeated hour in autumn)", async () => {
    // Berlin, 2026-10-25: 02:45 summer time is 00:45 GMT, 02:15 winter time an hour later in GMT.
    const summer = { id: 1, slug: "summer", date: "2026-10-25T02:45:00", date_gmt: "2026-10-25T00:45:00" };
    const winter = { id: 2, slug: "winter", date: "2026-10-25T02:15:00", date_gmt: "2026-10-25T01:15:00" };
    const older = { id: 3, slug: "older", date: "2026-10-24T12:00:00", date_gmt: "2026-10-24T10:00:00" };
    publish([summer, winter, older]);
    const result = await fetchChangedPosts(transport(), [summer, winter, older], [3], REQUEST);
    expect(result.posts.map((post) => (post as Post).slug)).toEqual(["summer", "winter", "older"]);
    expect(result.posts).toEqual(await fullRead());
  });

  it("reads nothing when no post changed", async () => {
    publish([]);
    const before = samplePosts();
    const result = await fetchChangedPosts(transport(), before, [], REQUEST);
    expect(result).toEqual({ posts: before, pages: 0, read: [] });
  });

  it("asks at most 100 posts a request, in two rounds at most", async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      id: i + 1,
      slug: `p${i + 1}`,
      date: `2025-01-01T01:00:${String(i % 60).padStart(2, "0")}`,
      date_gmt: `2025-01-01T00:00:${String(i % 60).padStart(2, "0")}`,
      // Each names the next as its translation: a chain WordPress would never send.
      translations: { en: i + 1, de: i + 2 },
    }));
    publish(many);
    const result = await fetchChangedPosts(
      transport(),
      [],
      many.slice(0, 120).map((post) => post.id),
      REQUEST,
    );
    expect(result.pages).toBe(3);
    expect(result.read).toHaveLength(121);
  });
});
