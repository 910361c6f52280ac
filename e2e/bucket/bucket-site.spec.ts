/**
 * The build released to an S3 bucket (the test Ceph's RADOS Gateway, scripts/test/e2e-bucket.sh), as its
 * website endpoint serves it: every page with the build's bytes, the legacy redirects, the not-found page,
 * the caching rules, and the site in a browser (docs/architecture.md §13).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PUBLIC_DIR, builtFile, builtPages } from "../support/built-pages";
import { runInNewContext } from "node:vm";
import { SECURITY_HEADERS } from "../../gatsby/hosting/security-headers";
import { bucketGet, websiteOrigin, type BucketAnswer } from "../support/bucket";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

test("every page of the build is in the bucket, with the build's bytes, as HTML asked for every time", async () => {
  const pages = [...builtPages(), "/admin/"];
  test.setTimeout(20_000 + pages.length * 500);
  for (const page of pages) {
    const answer = await bucketGet(page);
    expect(answer.status, page).toBe(200);
    expect(answer.headers["content-type"], page).toBe("text/html; charset=utf-8");
    expect(answer.headers["cache-control"], page).toBe(REVALIDATE);
    expect(answer.body.equals(readFileSync(builtFile(page))), `${page} holds the built file`).toBe(true);
  }
});

/** Each page's policy as the build wrote it for nginx, by request path (another writer, the same table). */
function nginxPolicies(): Map<string, string> {
  const map = readFileSync(path.join(PUBLIC_DIR, "nginx-csp.conf"), "utf8");
  const entries = [...map.matchAll(/^ {4}"([^"]+)" "((?:[^"\\]|\\.)*)";$/gm)];
  return new Map(entries.map(([, uri, policy]) => [uri, policy.replace(/\\(.)/g, "$1")]));
}

/** The build's CloudFront function run on one answer of the bucket, as CloudFront would run it. */
function throughCdn(answer: BucketAnswer) {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).map(([name, value]) => [name, { value: String(value) }]),
  );
  const context: {
    event: unknown;
    result?: { statusCode: number; headers: Record<string, { value: string }> };
  } = {
    event: { response: { statusCode: answer.status, headers } },
  };
  runInNewContext(
    `${readFileSync(path.join(PUBLIC_DIR, "_cloudfront-function.js"), "utf8")}\nresult = handler(event);`,
    context,
  );
  return context.result!;
}

test("with the build's CloudFront function in front, every page has its own policy and the security headers", async () => {
  const policies = nginxPolicies();
  const pages = builtPages();
  test.setTimeout(20_000 + pages.length * 500);
  for (const page of pages) {
    const answer = throughCdn(await bucketGet(page));
    expect(answer.headers["content-security-policy"]?.value, page).toBe(policies.get(page));
    expect(answer.headers["x-amz-meta-csp"], page).toBeUndefined();
    for (const [name, value] of SECURITY_HEADERS)
      expect(answer.headers[name.toLowerCase()]?.value, page).toBe(value);
  }
  const missing = throughCdn(await bucketGet("/de/no-such-page/"));
  expect(missing.statusCode).toBe(404);
  expect(missing.headers["content-security-policy"]?.value).toBe(policies.get("/404.html"));
});

test("every legacy address answers 301 in both slash forms, from the build's table", async () => {
  const { redirects }: { redirects: { key: string; location: string }[] } = JSON.parse(
    readFileSync(path.join(PUBLIC_DIR, "_object-storage.json"), "utf8"),
  );
  expect(redirects.length).toBeGreaterThan(10);
  test.setTimeout(20_000 + redirects.length * 300);
  for (const { key, location } of redirects) {
    const requested = `/${key.replace(/index\.html$/, "")}`;
    const answer = await bucketGet(encodeURI(requested));
    expect(answer.status, requested).toBe(301);
    expect(answer.headers.location, requested).toBe(location);
  }
});

// Without public listing (which would show every key to anyone), S3 and Ceph answer a missing key with 403;
// the CDN in front turns that into 404 (docs/hosting.md).
test("an unknown address gets the not-found page", async () => {
  for (const address of ["/no-such-page/", "/de/no-such-page/", "/static/none.js"]) {
    const answer = await bucketGet(address);
    expect(answer.status, address).toBe(403);
    expect(answer.body.equals(readFileSync(path.join(PUBLIC_DIR, "404.html"))), address).toBe(true);
  }
});

test("hashed assets are cached for a year, data is asked for every time, host files are not there", async () => {
  const app = readFileSync(builtFile("/"), "utf8").match(/\/(app-[0-9a-f]{20}\.js)/)?.[1];
  expect(app, "the home page names the app bundle").toBeTruthy();
  const asset = await bucketGet(`/${app}`);
  expect(asset.status).toBe(200);
  expect(asset.headers["cache-control"]).toBe(IMMUTABLE);
  expect(asset.headers["content-type"]).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
  const appData = await bucketGet("/page-data/app-data.json");
  expect(appData.headers["cache-control"]).toBe(REVALIDATE);
  expect(appData.headers["content-type"]).toBe("application/json; charset=utf-8");
  for (const file of [
    "/_redirects",
    "/_headers",
    "/_object-storage.json",
    "/_cloudfront-function.js",
    "/nginx-csp.conf",
    "/index.html.gz",
  ]) {
    expect((await bucketGet(file)).status, file).toBe(403);
  }
});

test("a visitor reads the site from the bucket and moves from page to page", async ({ page }) => {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(websiteOrigin()) && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${websiteOrigin()}/de/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Karriere" })
    .first()
    .click();
  await expect(page).toHaveURL(`${websiteOrigin()}/de/jobs/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(failed).toEqual([]);
});
