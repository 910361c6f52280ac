/**
 * The legacy redirects as objects of an S3-compatible bucket's website (docs/architecture.md §13): one empty object per slash form, whose `x-amz-website-redirect-location` the website
 * endpoint answers with a 301. The publisher writes them (publisher/bucket/). Pure.
 */
import { sourcePaths, type Redirect } from "./table";

/** The file the build writes into public/ for the publisher; never uploaded itself. */
export const OBJECT_REDIRECTS_FILE = "_object-redirects.json";

export interface ObjectRedirect {
  /** The object's key: "datenschutz" for "/datenschutz", "datenschutz/index.html" for "/datenschutz/". */
  readonly key: string;
  /** Where it leads ("/privacy/", "/de/#contact"). */
  readonly location: string;
}

/**
 * A request path as the key the website endpoint looks up: decoded (the table writes non-ASCII
 * percent-encoded, a bucket's keys are the decoded names), "/x/" as its index document.
 */
function keyOf(requestPath: string): string {
  const decoded = decodeURIComponent(requestPath).replace(/^\/+/, "");
  return decoded.endsWith("/") ? `${decoded}index.html` : decoded;
}

/** Both slash forms of every redirect, sorted by key. The query is not kept: a bucket cannot. */
export function objectRedirects(redirects: readonly Redirect[]): ObjectRedirect[] {
  return redirects
    .flatMap((redirect) =>
      sourcePaths(redirect.from).map((source) => ({ key: keyOf(source), location: redirect.to })),
    )
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
