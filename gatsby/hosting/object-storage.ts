/**
 * What an S3-compatible bucket's website needs beyond the files (docs/architecture.md §13): the legacy
 * redirects as objects whose `x-amz-website-redirect-location` the website endpoint answers with a 301 (one
 * per slash form), and each page's Content-Security-Policy, which the publisher stores with the page as
 * metadata for the CDN to send (cloudfront.ts). The publisher reads the file (publisher/bucket/). Pure.
 */
import { SVG_CONTENT_SECURITY_POLICY } from "./security-headers";
import { sourcePaths, type Redirect } from "./table";

/** The file the build writes into public/ for the publisher; never uploaded itself. */
export const OBJECT_STORAGE_FILE = "_object-storage.json";

/** The metadata name a page's policy is stored under: the bucket answers it as `x-amz-meta-csp`. */
export const POLICY_METADATA = "csp";

export interface ObjectRedirect {
  /** The object's key: "datenschutz" for "/datenschutz", "datenschutz/index.html" for "/datenschutz/". */
  readonly key: string;
  /** Where it leads ("/privacy/", "/de/#contact"). */
  readonly location: string;
}

export interface ObjectStorage {
  readonly redirects: readonly ObjectRedirect[];
  /** Each page's policy by its file's key ("jobs/index.html", "404.html"). */
  readonly policies: Readonly<Record<string, string>>;
  /** The policy of every SVG file, by its name's ending. */
  readonly svgPolicy: string;
}

/**
 * A request path as the key the website endpoint looks up: decoded (the table writes non-ASCII
 * percent-encoded, a bucket's keys are the decoded names), "/x/" as its index document.
 */
export function objectKey(requestPath: string): string {
  const decoded = decodeURIComponent(requestPath).replace(/^\/+/, "");
  return decoded === "" || decoded.endsWith("/") ? `${decoded}index.html` : decoded;
}

const byKey = (a: ObjectRedirect, b: ObjectRedirect) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Both slash forms of every redirect, sorted by key (the query is not kept: a bucket cannot), and each
 * page's policy by its file's path in public/ ("/jobs/index.html" → "jobs/index.html", the key the
 * publisher uploads it under).
 */
export function objectStorage(
  redirects: readonly Redirect[],
  pages: readonly { readonly file: string; readonly policy: string }[],
): ObjectStorage {
  return {
    redirects: redirects
      .flatMap((redirect) =>
        sourcePaths(redirect.from).map((source) => ({ key: objectKey(source), location: redirect.to })),
      )
      .sort(byKey),
    policies: Object.fromEntries(pages.map(({ file, policy }) => [file.replace(/^\/+/, ""), policy]).sort()),
    svgPolicy: SVG_CONTENT_SECURITY_POLICY,
  };
}
