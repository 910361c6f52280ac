/** @jest-environment node */
// Answers that say 'not now' (408, 429, 503): which are tried again, and how long Retry-After makes it wait.
import { json, restPost } from "../../../support/source-wordpress-news/fault-server";
import { failure, fetchPostsServer } from "../../../support/source-wordpress-news/fetch-posts-server";

const site = fetchPostsServer();
const { server, fetchPosts } = site;

describe("answers that say 'not now': 408, 429 and 503 with Retry-After", () => {
  const POSTS_URL = "/wp-json/wp/v2/posts?_embed&per_page=2&page=1";

  /** Answers `status` with these headers `times` times, then the posts. */
  function busyThenPosts(status: number, headers: Record<string, string>, times = 1) {
    server.answer((_request, response, count) => {
      if (count <= times) {
        json(response, status, { code: "busy", message: "Not now." }, headers);
      } else {
        json(response, 200, [restPost(1)], { "X-WP-TotalPages": "1" });
      }
    });
  }

  it.each([408, 429, 503])("tries a %i again and goes on when WordPress answers", async (status) => {
    busyThenPosts(status, {});
    expect((await fetchPosts()).posts).toHaveLength(1);
    expect(server.requests.map((request) => request.url)).toEqual([POSTS_URL, POSTS_URL]);
  });

  it.each([400, 403, 404, 410])("does not try a %i again", async (status) => {
    busyThenPosts(status, {});
    expect((await failure(fetchPosts())).status).toBe(status);
    expect(server.requests).toHaveLength(1);
  });

  it("waits the seconds Retry-After asks for", async () => {
    const slept: number[] = [];
    busyThenPosts(429, { "Retry-After": "7" });
    await fetchPosts({ slept });
    expect(slept).toEqual([7000]);
  });

  it("waits until the HTTP-date Retry-After names, measured from the answer's Date", async () => {
    const slept: number[] = [];
    // A Date header far from this machine's clock: the wait is the difference, not "until then".
    busyThenPosts(503, {
      Date: "Thu, 02 Jan 2025 10:00:00 GMT",
      "Retry-After": "Thu, 02 Jan 2025 10:00:12 GMT",
    });
    await fetchPosts({ slept });
    expect(slept).toEqual([12_000]);
  });

  it("really waits before the next try", async () => {
    busyThenPosts(503, { "Retry-After": "1" });
    const start = Date.now();
    await fetchPosts();
    expect(Date.now() - start).toBeGreaterThanOrEqual(1000);
    expect(server.requests).toHaveLength(2);
  });

  it("uses the back-off when Retry-After is not a number or a date", async () => {
    const slept: number[] = [];
    busyThenPosts(503, { "Retry-After": "later" });
    await fetchPosts({ slept });
    expect(slept).toEqual([1]);
  });

  it("does not wait for a Retry-After longer than the bound, and says why it gave up", async () => {
    const slept: number[] = [];
    busyThenPosts(503, { "Retry-After": "600" }, 5);
    const error = await failure(fetchPosts({ slept, maxRetryAfterMs: 60_000 }));
    expect(slept).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(error.message).toBe(
      `GET ${site.baseUrl}${POSTS_URL} answered 503 Service Unavailable: the WordPress error busy: "Not now.". ` +
        "It asked to be tried again in 600 s (Retry-After), later than the 60 s a build waits. " +
        "Gave up after 1 attempt.",
    );
  });

  it("does the same for an HTTP-date beyond the bound", async () => {
    busyThenPosts(429, {
      Date: "Thu, 02 Jan 2025 10:00:00 GMT",
      "Retry-After": "Thu, 02 Jan 2025 11:00:00 GMT",
    });
    const error = await failure(fetchPosts({ maxRetryAfterMs: 60_000 }));
    expect(server.requests).toHaveLength(1);
    expect(error.message).toContain(`GET ${site.baseUrl}${POSTS_URL} answered 429 Too Many Requests`);
    expect(error.message).toContain("It asked to be tried again in 3600 s (Retry-After)");
  });

  it("stops when the waits together would pass the total, naming URL and status", async () => {
    const slept: number[] = [];
    busyThenPosts(429, { "Retry-After": "30" }, 100);
    const error = await failure(
      fetchPosts({ slept, retries: 10, maxRetryAfterMs: 60_000, maxTotalDelayMs: 70_000 }),
    );
    expect(slept).toEqual([30_000, 30_000]);
    expect(server.requests).toHaveLength(3);
    expect(error.message).toContain(`GET ${site.baseUrl}${POSTS_URL} answered 429 Too Many Requests`);
    expect(error.message).toContain("Gave up after 3 attempts.");
  });

  it("stops after the configured number of retries however short the waits", async () => {
    busyThenPosts(503, { "Retry-After": "0" }, 100);
    const error = await failure(fetchPosts({ retries: 3 }));
    expect(server.requests).toHaveLength(4);
    expect(error.message).toContain("answered 503 Service Unavailable");
    expect(error.message).toContain("Gave up after 4 attempts.");
  });
});
