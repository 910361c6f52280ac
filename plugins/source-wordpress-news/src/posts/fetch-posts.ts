import { requestJson, type RequestOptions } from "../request/request";
import { WordPressRequestError } from "../request/request-error";
import type { Transport } from "../transport/transport";

export interface FetchPostsOptions extends RequestOptions {
  pageSize: number;
}

export interface FetchedPosts {
  /** The posts as WordPress listed them (newest first), each once. */
  posts: unknown[];
  /** How many pages were read. */
  pages: number;
}

/** The posts collection with the embedded author, terms and featured media. */
export function postsPath(pageSize: number, page: number): string {
  return `wp-json/wp/v2/posts?_embed&per_page=${pageSize}&page=${page}`;
}

function totalPages(headers: Headers): number | undefined {
  const value = Number.parseInt(headers.get("x-wp-totalpages") ?? "", 10);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The posts of an answer of the posts route; anything but a list fails as WordPress's error. */
export function postsOf({ value, response }: Awaited<ReturnType<typeof requestJson>>): unknown[] {
  if (Array.isArray(value)) return value;
  throw new WordPressRequestError({
    url: response.url,
    status: response.status,
    statusText: response.statusText,
    problem: "JSON that is not a list of posts",
    retryable: false,
    attempts: 1,
  });
}

function isPastTheEnd(error: unknown): boolean {
  return error instanceof WordPressRequestError && error.wordPressCode === "rest_post_invalid_page_number";
}

/**
 * Reads every page of posts: page 1, then as many more as X-WP-TotalPages says. Without that header (a
 * proxy may drop it) it reads on while pages come back full. A page past the end (posts were deleted while
 * paging) ends the paging; any other failure throws WordPressRequestError.
 */
export async function fetchAllPosts(transport: Transport, options: FetchPostsOptions): Promise<FetchedPosts> {
  const posts = new Map<unknown, unknown>();
  let lastPage: number | undefined;
  let page = 1;
  for (; lastPage === undefined || page <= lastPage; page++) {
    let result;
    try {
      result = await requestJson(transport, postsPath(options.pageSize, page), options);
    } catch (error) {
      if (isPastTheEnd(error)) break;
      throw error;
    }
    const value = postsOf(result);
    const { response } = result;
    // A post published while paging shifts the others by one: keep the first copy.
    const before = posts.size;
    for (const post of value) {
      const id = (post as { id?: unknown } | null)?.id ?? post;
      if (!posts.has(id)) posts.set(id, post);
    }
    if (page === 1) lastPage = totalPages(response.headers);
    // Without the header, a short page is the last one, and so is a page with nothing new on it.
    if (lastPage === undefined && (value.length < options.pageSize || posts.size === before)) {
      page++;
      break;
    }
  }
  return { posts: [...posts.values()], pages: page - 1 };
}
