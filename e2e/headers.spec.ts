import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, policyViolations, test, type APIResponse } from "./support/test";
import { META_REFRESH_MARKER } from "../gatsby/hosting/meta-refresh";
import { SECURITY_HEADERS } from "../gatsby/hosting/security-headers";
import { builtPages, PUBLIC_DIR } from "./support/built-pages";

const fileOf = (page: string) => path.join(PUBLIC_DIR, page.endsWith("/") ? `${page}index.html` : page);

/** The site's pages: every built HTML file except the meta-refresh pages at legacy URLs. */
const PAGES = builtPages().filter(
  (page) => !readFileSync(fileOf(page), "utf8").includes(META_REFRESH_MARKER),
);

const HASHED_ASSET = readdirSync(PUBLIC_DIR).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of SECURITY_HEADERS) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers["permissions-policy"]).toContain("camera=()");
  const policy = headers["content-security-policy"] ?? "";
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(policy, directive).toContain(directive);
  }
  expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
}

test("a page, an asset, a redirect and a not-found answer carry the security headers", async ({
  request,
}) => {
  const page = await request.get("/de/jobs/");
  expect(page.status()).toBe(200);
  expectSecurityHeaders(page);
  // The test build has a tag manager id (scripts/test/test-build-env.sh): its host is the one script source added.
  expect(page.headers()["content-security-policy"]).toMatch(
    /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+ https:\/\/www\.googletagmanager\.com;/,
  );
  expect(page.headers()["cache-control"]).toBe("no-cache");

  expect(HASHED_ASSET).toBeDefined();
  const asset = await request.get(`/${HASHED_ASSET}`);
  expect(asset.status()).toBe(200);
  expectSecurityHeaders(asset);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const redirect = await request.get("/kontakt", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expectSecurityHeaders(redirect);

  const missing = await request.get("/de/gibt-es-nicht/");
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing);
});

test("the build's gzip copies are served to browsers that accept gzip", async ({ request }) => {
  for (const file of [`/${HASHED_ASSET}`, "/de/jobs/"]) {
    const response = await request.get(file, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"], file).toBe("gzip");
    // gzip_static sends the file as it is on disk; on-the-fly compression would send no length.
    const copy = `${path.join(PUBLIC_DIR, file.endsWith("/") ? `${file}index.html` : file)}.gz`;
    expect(Number(response.headers()["content-length"]), file).toBe(statSync(copy).size);
  }
});

test("the files the build writes for the web server are not served", async ({ request }) => {
  for (const file of [
    "/nginx-csp.conf",
    "/nginx-redirects.conf",
    "/_redirects",
    "/_headers",
    "/_object-storage.json",
    "/_cloudfront-function.js",
  ]) {
    expect((await request.get(file)).status(), file).toBe(404);
  }
});

// Every page's own policy (its inline scripts' hashes) is checked in Chromium by the WCAG test of that page
// in e2e/quality.spec.ts, signed out. Signed in, a page load also restores the session from storage and
// refreshes the token at the provider, the same on every page: one page of each template checks that.
const SIGNED_IN_PAGES = [
  "/",
  "/de/",
  "/jobs/",
  "/application-center/",
  "/products/aconity-one/",
  "/de/machines/metal-lbpf/",
  "/news/copper-parameter-sets/",
  "/de/news/category/werkstoffe/",
  "/account/",
  "/de/account/",
  "/404.html",
];

test.describe("Content Security Policy in Chromium, signed in", () => {
  for (const pagePath of SIGNED_IN_PAGES) {
    test(`${pagePath} reports no Content Security Policy violation`, async ({ staffPage: page }) => {
      expect(PAGES).toContain(pagePath);
      await page.goto(pagePath, { waitUntil: "domcontentloaded" });
      // Gatsby marks the end of hydration; by then every script of the page has run or been blocked.
      await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
      expect(await policyViolations(page)).toEqual([]);
    });
  }
});

// The policy hashes the page's own scripts, not every script the page holds: one that content carried into
// #___gatsby (docs/hosting.md) is blocked, and it is the only script of the page that is.
test("a script injected into a built page's content is blocked by the page's policy", async ({ page }) => {
  await page.route("**/de/jobs/", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<div id="___gatsby">',
      '<div id="___gatsby"><script>window.injected = true;</script>',
    );
    // The page's own policy; no other header of the answer, whose length and encoding were the original's.
    await route.fulfill({
      status: response.status(),
      contentType: "text/html; charset=utf-8",
      headers: { "content-security-policy": response.headers()["content-security-policy"] ?? "" },
      body: html,
    });
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const blocked = ((window as unknown as { __blockedScripts?: string[] }).__blockedScripts ??= []);
      if (event.effectiveDirective.startsWith("script-src")) blocked.push(event.blockedURI || "inline");
    });
  });
  await page.goto("/de/jobs/", { waitUntil: "domcontentloaded" });
  const blocked = () =>
    page.evaluate(() => (window as unknown as { __blockedScripts?: string[] }).__blockedScripts ?? []);
  await expect.poll(blocked).not.toEqual([]);
  expect(await blocked()).toEqual(["inline"]);
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
  // Gatsby's inline script after #___gatsby ran: the page's own scripts are not what was blocked.
  expect(await page.evaluate(() => (window as unknown as { pagePath?: string }).pagePath)).toBe("/de/jobs/");
});
