import { fetchAllPosts } from "../../../plugins/source-wordpress-news/src/posts/fetch-posts";
import { WordPressRequestError } from "../../../plugins/source-wordpress-news/src/request/request-error";
import { createHttpTransport } from "../../../plugins/source-wordpress-news/src/transport/http-transport";
import { FaultServer } from "./fault-server";

/** Retries after the first try unless a test asks otherwise: few, so a failure that lasts fails fast. */
export const RETRIES = 2;

interface FetchOptions {
  pageSize?: number;
  timeoutMs?: number;
  retries?: number;
  maxRetryAfterMs?: number;
  maxTotalDelayMs?: number;
  /** Records the waits instead of waiting them. */
  slept?: number[];
}

/**
 * A FaultServer for the calling test file, started before its tests and stopped after, and `fetchPosts`
 * aimed at it with back-offs of 1 ms, so the retries under test do not slow the suite. `baseUrl` is only
 * known once the server listens: read it inside a test.
 */
export function fetchPostsServer() {
  const server = new FaultServer();
  const site = {
    server,
    baseUrl: "",
    fetchPosts(options: FetchOptions = {}) {
      const transport = createHttpTransport({ baseUrl: site.baseUrl, timeoutMs: options.timeoutMs ?? 2000 });
      const { slept } = options;
      return fetchAllPosts(transport, {
        pageSize: options.pageSize ?? 2,
        retry: {
          retries: options.retries ?? RETRIES,
          baseDelayMs: 1,
          maxRetryAfterMs: options.maxRetryAfterMs,
          maxTotalDelayMs: options.maxTotalDelayMs,
        },
        sleep: slept
          ? async (ms) => {
              slept.push(ms);
            }
          : undefined,
      });
    },
  };
  beforeAll(async () => {
    site.baseUrl = await server.start();
  });
  afterAll(() => server.stop());
  return site;
}

/** The WordPressRequestError `promise` rejects with; the test fails if it resolves or rejects otherwise. */
export async function failure(promise: Promise<unknown>): Promise<WordPressRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WordPressRequestError);
  return error as WordPressRequestError;
}
