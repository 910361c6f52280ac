import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Transport, TransportResponse } from "./transport";

/** The posts route of the REST API, which the sample set answers from posts-page-N.json. */
const POSTS_ROUTE = "/wp-json/wp/v2/posts";
const SAMPLE_HOST = "sample.invalid";

const MEDIA_TYPES: Readonly<Record<string, string>> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

/**
 * Answers WordPress requests from a directory laid out like the REST answers: posts-page-N.json (the body of
 * `/wp-json/wp/v2/posts?_embed&page=N`), headers-page-N.json (its X-WP-Total and X-WP-TotalPages headers)
 * and media files under the relative paths the posts name; `include=1,2` answers those posts of every page.
 * The files fix the page size, so `per_page` is ignored. Pages past the end and missing files answer as WordPress and a web server would.
 */
export function createDirectoryTransport(directory: string): Transport {
  const root = path.resolve(directory);
  const rootUrl = pathToFileURL(root).href;
  return {
    source: directory,
    isOwnUrl: (target) => {
      try {
        return new URL(target, `http://${SAMPLE_HOST}/`).host === SAMPLE_HOST;
      } catch {
        return false;
      }
    },
    async get(target: string): Promise<TransportResponse> {
      const request = new URL(target, `http://${SAMPLE_HOST}/`);
      const url =
        request.host === SAMPLE_HOST ? `${rootUrl}${request.pathname}${request.search}` : request.href;
      if (request.host !== SAMPLE_HOST) {
        return response(
          url,
          404,
          "text/plain",
          `The sample set holds relative media paths only, not ${target}`,
        );
      }
      if (request.pathname === POSTS_ROUTE) {
        const include = request.searchParams.get("include");
        return include === null
          ? postsPage(root, url, request.searchParams.get("page"))
          : includedPosts(root, url, include);
      }
      return mediaFile(root, url, decodeURIComponent(request.pathname));
    },
  };
}

async function postsPage(
  root: string,
  url: string,
  pageParameter: string | null,
): Promise<TransportResponse> {
  const page = Number(pageParameter ?? "1");
  if (!Number.isInteger(page) || page < 1) {
    return wordPressError(url, 400, "rest_invalid_param", "Invalid parameter(s): page");
  }
  const body = await readIfExists(path.join(root, `posts-page-${page}.json`));
  if (!body) {
    return page === 1
      ? wordPressError(url, 404, "sample_missing", `The sample set ${root} has no posts-page-1.json`)
      : wordPressError(
          url,
          400,
          "rest_post_invalid_page_number",
          "The page number requested is larger than the number of pages available.",
        );
  }
  const headersFile = await readIfExists(path.join(root, `headers-page-${page}.json`));
  const headers = new Headers(
    headersFile ? (JSON.parse(headersFile.toString("utf8")) as Record<string, string>) : {},
  );
  headers.set("Content-Type", "application/json; charset=UTF-8");
  return { url, finalUrl: url, redirected: false, status: 200, statusText: "OK", headers, body };
}

/** `?include=1,2`: the posts of the set with those ids, in the set's order, as WordPress answers it. */
async function includedPosts(root: string, url: string, include: string): Promise<TransportResponse> {
  const ids = include.split(",").map(Number);
  if (!ids.every((id) => Number.isInteger(id) && id > 0)) {
    return wordPressError(url, 400, "rest_invalid_param", "Invalid parameter(s): include");
  }
  const wanted = new Set(ids);
  const found: unknown[] = [];
  for (let page = 1; ; page++) {
    const body = await readIfExists(path.join(root, `posts-page-${page}.json`));
    if (!body) break;
    const posts = JSON.parse(body.toString("utf8")) as { id?: unknown }[];
    found.push(...posts.filter((post) => wanted.has(post?.id as number)));
  }
  const headers = new Headers({
    "Content-Type": "application/json; charset=UTF-8",
    "X-WP-Total": String(found.length),
    "X-WP-TotalPages": found.length > 0 ? "1" : "0",
  });
  const body = Buffer.from(JSON.stringify(found), "utf8");
  return { url, finalUrl: url, redirected: false, status: 200, statusText: "OK", headers, body };
}

async function mediaFile(root: string, url: string, pathname: string): Promise<TransportResponse> {
  const file = path.resolve(root, `.${pathname}`);
  // A path that climbs out of the sample set is as absent as a missing file.
  const body = file.startsWith(`${root}${path.sep}`) ? await readIfExists(file) : undefined;
  if (!body) return response(url, 404, "text/plain", `Not Found: ${pathname}`);
  const type = MEDIA_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  return {
    url,
    finalUrl: url,
    redirected: false,
    status: 200,
    statusText: "OK",
    headers: new Headers({ "Content-Type": type }),
    body,
  };
}

function wordPressError(url: string, status: number, code: string, message: string): TransportResponse {
  const body = JSON.stringify({ code, message, data: { status } });
  return response(url, status, "application/json; charset=UTF-8", body);
}

function response(url: string, status: number, contentType: string, text: string): TransportResponse {
  return {
    url,
    finalUrl: url,
    redirected: false,
    status,
    statusText: status === 404 ? "Not Found" : "Bad Request",
    headers: new Headers({ "Content-Type": contentType }),
    body: Buffer.from(text, "utf8"),
  };
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR") return undefined;
    throw error;
  }
}
