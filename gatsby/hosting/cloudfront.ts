/**
 * The CDN's part of a bucket's site (docs/architecture.md §13): a CloudFront Function (runtime
 * cloudfront-js-2.0, on viewer response) that sends what a bucket cannot: the security headers on every
 * answer, each page's Content-Security-Policy from the metadata the publisher stored with it
 * (`x-amz-meta-csp`, object-storage.ts), and 404 where the website endpoint answers a missing key with 403
 * and the error document. docs/hosting.md says how to attach it. Pure.
 */
import { POLICY_METADATA } from "./object-storage";
import { SECURITY_HEADERS } from "./security-headers";

/** Written into public/ beside the other host files; never served or uploaded. */
export const CLOUDFRONT_FUNCTION_FILE = "_cloudfront-function.js";

/** @param notFoundPolicy The not-found page's policy, for the answers to missing keys. */
export function cloudFrontFunction({ notFoundPolicy }: { notFoundPolicy: string }): string {
  const headers = Object.fromEntries(SECURITY_HEADERS.map(([name, value]) => [name.toLowerCase(), value]));
  const stored = `x-amz-meta-${POLICY_METADATA}`;
  return `// Written by the build (gatsby/hosting/cloudfront.ts); do not edit. A CloudFront Function, runtime
// cloudfront-js-2.0, event type viewer-response, for the distribution in front of the site's bucket.
var SECURITY_HEADERS = ${JSON.stringify(headers)};
var NOT_FOUND_POLICY = ${JSON.stringify(notFoundPolicy)};

function handler(event) {
  var response = event.response;
  var headers = response.headers;
  var stored = headers[${JSON.stringify(stored)}];
  delete headers[${JSON.stringify(stored)}];
  // Visitors may not list the bucket, so its website answers a missing key with 403 and the error document.
  if (response.statusCode === 403) {
    response.statusCode = 404;
    response.statusDescription = "Not Found";
  }
  var policy = response.statusCode === 404 ? NOT_FOUND_POLICY : stored && stored.value;
  if (policy) headers["content-security-policy"] = { value: policy };
  for (var name in SECURITY_HEADERS) headers[name] = { value: SECURITY_HEADERS[name] };
  return response;
}
`;
}
