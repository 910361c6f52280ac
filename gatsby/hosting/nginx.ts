/**
 * The nginx includes the build writes into public/ for deploy/nginx/site.conf: the redirects as exact-match
 * locations (server context) and each page's Content-Security-Policy as a map (http context). Pure.
 */
import { sourcePaths, type Redirect } from "./table";

const GENERATED = "# Written by the build (gatsby/hosting/); do not edit. Reload nginx after each deploy.";

/** A quoted nginx string: the table's paths contain no quotes or backslashes, page files might. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

/**
 * One `location = /old` per source and slash form, answering 301 with the query kept (before the #).
 * nginx matches locations against the decoded path, so the source is decoded; the target is sent as written.
 */
export function nginxRedirects(redirects: readonly Redirect[]): string {
  const lines = [GENERATED, "# Included inside the server block by deploy/nginx/site.conf.", ""];
  for (const redirect of redirects) {
    const [path, fragment] = redirect.to.split("#");
    // "$is_args$args" is "?a=1" or nothing; "$" cannot occur in a path of the table.
    const location = `${path}$is_args$args${fragment === undefined ? "" : `#${fragment}`}`;
    lines.push(`# ${redirect.origin}`);
    for (const source of sourcePaths(redirect.from)) {
      lines.push(`location = ${quoted(decodeURIComponent(source))} { return 301 ${quoted(location)}; }`);
    }
  }
  return `${lines.join("\n")}\n`;
}

export interface PagePolicy {
  /** A path nginx sees in $uri for the page: "/jobs/" and, after the index lookup, "/jobs/index.html". */
  readonly uri: string;
  readonly policy: string;
}

const powerOfTwo = (minimum: number) => 2 ** Math.ceil(Math.log2(Math.max(minimum, 1)));

/**
 * `map $uri $site_csp`: each page's policy by the paths nginx sees for it, `fallback` for everything else
 * (assets, redirects). The hash sizes are set so that long page paths and many pages fit; the http block
 * that includes site.conf must not set map_hash_max_size or map_hash_bucket_size itself.
 */
export function nginxCspMap(pages: readonly PagePolicy[], fallback: string): string {
  const longest = Math.max(0, ...pages.map((page) => Buffer.byteLength(page.uri)));
  // nginx stores a key as a pointer, its length and its bytes, aligned to 8, plus one pointer per bucket.
  const bucketSize = Math.max(64, powerOfTwo(8 + Math.ceil((longest + 2) / 8) * 8 + 8));
  const maxSize = Math.max(2048, powerOfTwo(pages.length * 4));
  return [
    GENERATED,
    "# Included in the http context by deploy/nginx/site.conf; add_header sends $site_csp.",
    `map_hash_max_size ${maxSize};`,
    `map_hash_bucket_size ${bucketSize};`,
    "map $uri $site_csp {",
    `    default ${quoted(fallback)};`,
    ...pages.map((page) => `    ${quoted(page.uri)} ${quoted(page.policy)};`),
    "}",
    "",
  ].join("\n");
}
