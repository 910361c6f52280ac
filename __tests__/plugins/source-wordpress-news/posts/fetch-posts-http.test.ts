/** @jest-environment node */
// Reading every page of posts over HTTP, and how each kind of failure is retried or named.
import { fetchAllPosts, postsPath } from "../../../../plugins/source-wordpress-news/src/posts/fetch-posts";
import { createHttpTransport } from "../../../../plugins/source-wordpress-news/src/transport/http-transport";
import {
  FaultServer,
  html,
  json,
  PHP_FATAL_PAGE,
  restPost,
} from "../../../support/source-wordpress-news/fault-server";
import {
  failure,
  fetchPostsServer,
  RETRIES,
} from "../../../support/source-wordpress-news/fetch-posts-server";

const site = fetchPostsServer();
const { server, fetchPosts } = site;

const pageOf = (url: string | undefined) => Number(new URL(url ?? "/", "http://x").searchParams.get("page"));

/** WordPress's paging: pages of `size` posts from 1..total, headers on every page. */
function wordPress(total: number, size = 2) {
  return server.answer((request, response) => {
    const page = pageOf(request.url);
    const pages = Math.ceil(total / size);
    if (page > Math.max(pages, 1)) {
      json(response, 400, {
        code: "rest_post_invalid_page_number",
        message: "The page number requested is larger than the number of pages available.",
        data: { status: 400 },
      });
      return;
    }
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * size, page * size);
    json(
      response,
      200,
      ids.map((id) => restPost(id)),
      {
        "X-WP-Total": String(total),
        "X-WP-TotalPages": String(pages),
      },
    );
  });
}

describe("reading the posts of a WordPress site over HTTP", () => {
  it("asks for the posts with their embeds, page by page as X-WP-TotalPages says", async () => {
    wordPress(5);
    const { posts, pages } = await fetchPosts();
    expect(posts.map((post) => (post as { id: number }).id)).toEqual([1, 2, 3, 4, 5]);
    expect(pages).toBe(3);
    expect(server.requests.map((request) => request.url)).toEqual([
      "/wp-json/wp/v2/posts?_embed&per_page=2&page=1",
      "/wp-json/wp/v2/posts?_embed&per_page=2&page=2",
      "/wp-json/wp/v2/posts?_embed&per_page=2&page=3",
    ]);
  });

  it("sends no Authorization header and asks for JSON", async () => {
    wordPress(1);
    await fetchPosts();
    expect(server.requests[0].headers.authorization).toBeUndefined();
    expect(server.requests[0].headers.cookie).toBeUndefined();
    expect(server.requests[0].headers.accept).toBe("application/json");
  });

  it("reads a WordPress without posts as zero posts", async () => {
    server.answer((_request, response) =>
      json(response, 200, [], { "X-WP-Total": "0", "X-WP-TotalPages": "0" }),
    );
    await expect(fetchPosts()).resolves.toEqual({ posts: [], pages: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it("ends the paging cleanly at a page past the end", async () => {
    // The headers promise three pages, but posts were deleted meanwhile: page 3 no longer exists.
    server.answer((request, response) => {
      const page = pageOf(request.url);
      if (page === 3) {
        json(response, 400, { code: "rest_post_invalid_page_number", message: "…", data: { status: 400 } });
      } else {
        json(response, 200, [restPost(page * 10), restPost(page * 10 + 1)], { "X-WP-TotalPages": "3" });
      }
    });
    const { posts, pages } = await fetchPosts();
    expect(posts).toHaveLength(4);
    expect(pages).toBe(2);
    expect(server.requests).toHaveLength(3);
  });

  it("reads on until a short page when a proxy dropped X-WP-TotalPages", async () => {
    server.answer((request, response) => {
      const page = pageOf(request.url);
      json(response, 200, page === 1 ? [restPost(1), restPost(2)] : [restPost(3)]);
    });
    expect((await fetchPosts()).posts).toHaveLength(3);
    expect(server.requests).toHaveLength(2);
  });

  it("keeps one copy of a post that moved to the next page while paging", async () => {
    server.answer((request, response) => {
      const ids = pageOf(request.url) === 1 ? [1, 2] : [2, 3];
      json(
        response,
        200,
        ids.map((id) => restPost(id)),
        { "X-WP-TotalPages": "2" },
      );
    });
    const { posts } = await fetchPosts();
    expect(posts.map((post) => (post as { id: number }).id)).toEqual([1, 2, 3]);
  });

  it("retries a 500 with an HTML body and goes on when WordPress recovers", async () => {
    server.answer((_request, response, count) => {
      if (count === 1) html(response, 500, PHP_FATAL_PAGE);
      else json(response, 200, [restPost(1)], { "X-WP-TotalPages": "1" });
    });
    const { posts } = await fetchPosts();
    expect(posts).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it("gives up on a 500 that lasts, naming the URL, the status and the HTML", async () => {
    server.answer((_request, response) => html(response, 500, PHP_FATAL_PAGE));
    const error = await failure(fetchPosts());
    expect(server.requests).toHaveLength(RETRIES + 1);
    expect(error.status).toBe(500);
    expect(error.message).toContain(`GET ${site.baseUrl}/wp-json/wp/v2/posts?_embed&per_page=2&page=1`);
    expect(error.message).toContain("answered 500 Internal Server Error");
    expect(error.message).toContain('HTML instead of JSON (page title "WordPress › Error")');
    expect(error.message).toContain('"<!DOCTYPE html> <html lang="en-US">');
    expect(error.message).toContain(`Gave up after ${RETRIES + 1} attempts.`);
  });

  it("quotes no more than the first 200 characters of an HTML body", async () => {
    server.answer((_request, response) =>
      html(response, 503, `<html><body>${"x".repeat(5000)}</body></html>`),
    );
    const error = await failure(fetchPosts({ retries: 0 }));
    const quoted = /: "(.*)"\. Gave up/.exec(error.message)?.[1] ?? "";
    expect(quoted.length).toBeLessThanOrEqual(201);
    expect(quoted.endsWith("…")).toBe(true);
  });

  it("retries a request that gets no answer, then fails saying so", async () => {
    // The server takes the request and never answers.
    server.answer(() => undefined);
    const error = await failure(fetchPosts({ timeoutMs: 50, retries: 1 }));
    expect(server.requests).toHaveLength(2);
    expect(error.status).toBeUndefined();
    expect(error.message).toBe(
      `GET ${site.baseUrl}/wp-json/wp/v2/posts?_embed&per_page=2&page=1: no complete answer within 50 ms. ` +
        "Gave up after 2 attempts.",
    );
  });

  it("retries a refused connection, then names the cause", async () => {
    const closed = new FaultServer();
    const closedUrl = await closed.start();
    await closed.stop();
    const transport = createHttpTransport({ baseUrl: closedUrl, timeoutMs: 2000 });
    const error = await failure(
      fetchAllPosts(transport, { pageSize: 2, retry: { retries: 1, baseDelayMs: 1 } }),
    );
    expect(error.message).toContain(`GET ${closedUrl}/wp-json/wp/v2/posts?_embed&per_page=2&page=1`);
    expect(error.message).toContain("ECONNREFUSED");
    expect(error.attempts).toBe(2);
  });

  it("names a body that is not valid JSON as such, without retrying", async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json; charset=UTF-8" });
      response.end('[{"id": 1, "title": {"rendered": "Cut off');
    });
    const error = await failure(fetchPosts());
    expect(server.requests).toHaveLength(1);
    expect(error.message).toContain("answered 200 OK: a body that is not valid JSON");
    expect(error.message).toContain('"[{"id": 1, "title": {"rendered": "Cut off"');
  });

  it("names the HTML that plain permalinks answer after a redirect", async () => {
    server.answer((request, response) => {
      if (request.url?.startsWith("/wp-json/")) {
        response.writeHead(301, { Location: "/?rest_route=/wp/v2/posts" }).end();
      } else {
        html(
          response,
          200,
          "<!DOCTYPE html><html><head><title>Aconity News</title></head><body>Home</body></html>",
        );
      }
    });
    const error = await failure(fetchPosts());
    expect(error.message).toContain(
      `answered 200 OK after a redirect to ${site.baseUrl}/?rest_route=/wp/v2/posts: HTML instead of JSON`,
    );
    expect(error.message).toContain("permalinks");
    expect(error.retryable).toBe(false);
  });

  it("does not retry a 4xx and quotes the WordPress error", async () => {
    server.answer((_request, response) =>
      json(response, 404, { code: "rest_no_route", message: "No route was found.", data: { status: 404 } }),
    );
    const error = await failure(fetchPosts());
    expect(server.requests).toHaveLength(1);
    expect(error.message).toContain(
      'answered 404 Not Found: the WordPress error rest_no_route: "No route was found."',
    );
    expect(error.message).not.toContain("Gave up");
  });

  it("refuses JSON that is not a list of posts", async () => {
    server.answer((_request, response) => json(response, 200, { posts: [] }));
    expect((await failure(fetchPosts())).message).toContain("JSON that is not a list of posts");
  });

  it("resolves the posts route below a WordPress in a sub-directory", () => {
    expect(new URL(postsPath(100, 1), "https://example.com/blog/").href).toBe(
      "https://example.com/blog/wp-json/wp/v2/posts?_embed&per_page=100&page=1",
    );
  });
});
