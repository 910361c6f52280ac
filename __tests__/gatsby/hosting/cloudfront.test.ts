/** @jest-environment node */
import { runInNewContext } from "node:vm";
import { cloudFrontFunction } from "../../../gatsby/hosting/cloudfront";
import { SECURITY_HEADERS } from "../../../gatsby/hosting/security-headers";

interface Answer {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
}

/** Runs the generated function as CloudFront would, on one viewer response. */
function respond(response: Answer): Answer {
  const source = cloudFrontFunction({ notFoundPolicy: "default-src 'self'; script-src 'sha256-404='" });
  const context: { event: unknown; result?: Answer } = { event: { response } };
  runInNewContext(`${source}\nresult = handler(event);`, context);
  return context.result!;
}

describe("the CloudFront function for the bucket", () => {
  it("sends a page's own policy from its metadata, not the metadata itself, with the security headers", () => {
    const answer = respond({
      statusCode: 200,
      headers: { "x-amz-meta-csp": { value: "default-src 'self'; script-src 'sha256-jobs='" } },
    });
    expect(answer.headers["content-security-policy"]).toEqual({
      value: "default-src 'self'; script-src 'sha256-jobs='",
    });
    expect(answer.headers["x-amz-meta-csp"]).toBeUndefined();
    for (const [name, value] of SECURITY_HEADERS)
      expect(answer.headers[name.toLowerCase()]).toEqual({ value });
  });

  it("turns the website's 403 for a missing key into 404, with the not-found page's policy", () => {
    const answer = respond({ statusCode: 403, headers: {} });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers["content-security-policy"]).toEqual({
      value: "default-src 'self'; script-src 'sha256-404='",
    });
  });

  it("adds no policy where the object has none (a redirect, an image)", () => {
    const answer = respond({ statusCode: 301, headers: { location: { value: "/privacy/" } } });
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(answer.headers.location).toEqual({ value: "/privacy/" });
  });

  it("stays far below CloudFront's 10 KB limit for a function", () => {
    expect(Buffer.byteLength(cloudFrontFunction({ notFoundPolicy: "x".repeat(900) }))).toBeLessThan(4000);
  });
});
