/** @jest-environment node */
import { observatoryReport, type ScannedSite } from "../../../../e2e/support/observatory/rules";

const POLICY =
  "default-src 'self'; script-src 'self' 'sha256-AAAA'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const SITE: ScannedSite = {
  url: "https://www.example.com/",
  headers: {
    "content-security-policy": POLICY,
    "strict-transport-security": "max-age=63072000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  },
  setCookies: [],
  html: '<html><head><script src="/app-1.js"></script><script>inline()</script></head></html>',
  requestOrigin: "https://elsewhere.example",
  httpRedirect: "https://www.example.com/",
};
const withHeaders = (headers: Record<string, string | undefined>): ScannedSite => ({
  ...SITE,
  headers: Object.fromEntries(
    Object.entries({ ...SITE.headers, ...headers }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  ),
});
const resultOf = (site: ScannedSite, test: string) =>
  observatoryReport(site).results.find((result) => result.test === test);

describe("the HTTP Observatory's rules", () => {
  it("give the site's headers an A+: policy and referrer policy earn bonuses, nothing costs", () => {
    const report = observatoryReport(SITE);
    expect(report.results.filter((result) => !result.pass)).toEqual([]);
    expect(report.score).toBe(110);
    expect(report.grade).toBe("A+");
    expect(resultOf(SITE, "content-security-policy")?.result).toBe(
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    );
    expect(resultOf(SITE, "x-frame-options")?.result).toBe("x-frame-options-implemented-via-csp");
    expect(report.policy).toMatchObject({
      antiClickjacking: true,
      insecureBaseUri: false,
      unsafeObjects: false,
    });
  });

  it("fail a site without any of the headers that does not redirect to https", () => {
    const report = observatoryReport({ ...SITE, headers: {}, httpRedirect: "" });
    expect(report.score).toBe(100 - 25 - 20 - 20 - 5 - 20);
    expect(report.grade).toBe("F");
  });

  it("count 'unsafe-inline' in script-src, unless a hash makes browsers ignore it", () => {
    const inline = withHeaders({
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
    });
    expect(resultOf(inline, "content-security-policy")).toMatchObject({ modifier: -20, pass: false });
    const hashed = withHeaders({
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-AAAA'",
    });
    expect(resultOf(hashed, "content-security-policy")?.result).toBe("csp-implemented-with-no-unsafe");
  });

  it("count an http: source of active content on an https site, naming it", () => {
    const site = withHeaders({
      "content-security-policy": `${POLICY}; connect-src 'self' http://127.0.0.1:8093`,
    });
    expect(resultOf(site, "content-security-policy")?.result).toBe("csp-implemented-with-insecure-scheme");
    expect(observatoryReport(site).policy?.insecureActiveSources).toEqual(["http://127.0.0.1:8093"]);
    expect(observatoryReport(site).grade).toBe("B+");
  });

  it("want HSTS for six months at least", () => {
    const short = withHeaders({ "strict-transport-security": "max-age=15767999" });
    expect(resultOf(short, "strict-transport-security")?.modifier).toBe(-10);
    const missing = withHeaders({ "strict-transport-security": undefined });
    expect(resultOf(missing, "strict-transport-security")?.modifier).toBe(-20);
  });

  it("count cookies without Secure, less so under HSTS", () => {
    const site = { ...SITE, setCookies: ["lang=de; Path=/; SameSite=Lax"] };
    expect(resultOf(site, "cookies")?.result).toBe("cookies-without-secure-flag-but-protected-by-hsts");
    const secure = { ...SITE, setCookies: ["lang=de; Path=/; Secure; SameSite=Lax"] };
    expect(resultOf(secure, "cookies")?.modifier).toBe(5);
  });

  it("want the first redirect from http to go to https on the same host", () => {
    expect(resultOf({ ...SITE, httpRedirect: "https://cdn.example.net/" }, "redirection")?.modifier).toBe(-5);
    expect(resultOf({ ...SITE, httpRedirect: "/elsewhere/" }, "redirection")?.modifier).toBe(-10);
  });

  it("count CORS that hands any origin credentials", () => {
    const site = withHeaders({
      "access-control-allow-origin": SITE.requestOrigin,
      "access-control-allow-credentials": "true",
    });
    expect(resultOf(site, "cross-origin-resource-sharing")?.modifier).toBe(-50);
  });

  it("give bonuses only to a site that scores 90 without them", () => {
    const site = withHeaders({ "x-content-type-options": undefined, "strict-transport-security": undefined });
    expect(observatoryReport(site).score).toBe(100 - 5 - 20);
  });
});
