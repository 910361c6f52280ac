import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "./support/test";
import { PUBLIC_DIR } from "./support/built-pages";
import { observatoryReport, type ScannedSite } from "./support/observatory/rules";

/**
 * How deploy/nginx serves the build beyond its pages: methods, request header sizes, what is never
 * published, and the TLS example (site-tls.conf) judged by the MDN HTTP Observatory's rules.
 */
const REPO = path.join(__dirname, "..");
const NGINX = path.join(REPO, "scripts", "production", "nginx.sh");
// Ports of the TLS example: free of the other test servers (8089 site, 8093 mail, 8094 OpenID provider).
const HTTPS_PORT = 8443;
const HTTP_PORT = 8090;
const HTTPS = `https://127.0.0.1:${HTTPS_PORT}`;

const HASHED_ASSET = readdirSync(PUBLIC_DIR).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
const BUILD_FILES = ["/webpack.stats.json", "/chunk-map.json", `/${HASHED_ASSET}.map`];

/** Several cookies of a kilobyte each, as other applications on the domain set them. */
const cookieHeader = (kilobytes: number) =>
  Array.from({ length: kilobytes }, (_, i) => `app${i}=${"v".repeat(1024 - 8)}`).join("; ");

function expectSiteHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
}

test.describe("the production server block", () => {
  test("answers GET and HEAD, and everything else with 405 and the methods it allows", async ({
    request,
  }) => {
    expect(HASHED_ASSET).toBeDefined();
    expect((await request.head("/de/jobs/")).status()).toBe(200);
    // A page, a legacy redirect and a hashed asset: nginx's own answers would be 405, 301 and 405.
    for (const url of ["/de/jobs/", "/kontakt", `/${HASHED_ASSET}`]) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
        const response = await request.fetch(url, {
          method,
          data: method === "OPTIONS" ? undefined : "x=1",
          maxRedirects: 0,
        });
        expect(response.status(), `${method} ${url}`).toBe(405);
        expect(response.headers()["allow"], `${method} ${url}`).toBe("GET, HEAD");
        expectSiteHeaders(response, `${method} ${url}`);
      }
    }
  });

  test("gets a page with a 16 KB Cookie header, and refuses a 40 KB one cleanly", async ({ request }) => {
    const page = await request.get("/de/jobs/", { headers: { Cookie: cookieHeader(16) } });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("<html");
    const tooLarge = await request.get("/de/jobs/", { headers: { Cookie: cookieHeader(40) } });
    expect(tooLarge.status()).toBe(400);
    expectSiteHeaders(tooLarge, "400");
    expect((await request.get("/de/jobs/")).status()).toBe(200);
  });

  test("serves the build's security.txt from /.well-known/", async ({ request }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
    const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? "");
    expect(expires).toBeGreaterThan(Date.now());
  });
});

test("the build leaves no source maps or Gatsby build files in public/", () => {
  const files = readdirSync(PUBLIC_DIR, { recursive: true }).map(String);
  expect(files.filter((file) => file.endsWith(".map") || file.endsWith(".map.gz"))).toEqual([]);
  for (const name of ["webpack.stats.json", "chunk-map.json"]) expect(files).not.toContain(name);
});

/**
 * The TLS example over a copy of the build (links to its files) into which files that must never be
 * published have been put: a repository, an environment file, an .htaccess, Gatsby's build files and a
 * source map, as an older build or a careless copy would leave them.
 */
test.describe("the TLS example", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ ignoreHTTPSErrors: true });

  let root = "";
  const SECRET = "planted-secret-0c6f";

  test.beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "site-tls-root-"));
    // nginx's workers may run as another user than the tests.
    chmodSync(root, 0o755);
    for (const name of readdirSync(PUBLIC_DIR)) {
      if (name !== "de") symlinkSync(path.join(PUBLIC_DIR, name), path.join(root, name));
    }
    mkdirSync(path.join(root, "de"));
    for (const name of readdirSync(path.join(PUBLIC_DIR, "de"))) {
      symlinkSync(path.join(PUBLIC_DIR, "de", name), path.join(root, "de", name));
    }
    mkdirSync(path.join(root, ".git"));
    for (const file of [".git/config", ".env", "de/.htaccess", ...BUILD_FILES]) {
      writeFileSync(path.join(root, file), SECRET);
    }
    execFileSync("bash", [NGINX, "start-tls", String(HTTPS_PORT), String(HTTP_PORT), root], {
      stdio: "inherit",
    });
  });

  test.afterAll(() => {
    execFileSync("bash", [NGINX, "stop", String(HTTPS_PORT)], { stdio: "inherit" });
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test("sends plain http to https on the same host, path and query, without HSTS", async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${HTTP_PORT}/de/jobs/?ref=mail`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(`${HTTPS}/de/jobs/?ref=mail`);
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("does not publish dot-paths, except /.well-known/", async ({ request }) => {
    for (const url of ["/.git/config", "/%2egit/config", "/.env", "/de/.htaccess"]) {
      const response = await request.get(`${HTTPS}${url}`);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).not.toContain(SECRET);
    }
    // Answered like any unknown path, in the language of its prefix.
    expect(await (await request.get(`${HTTPS}/de/.htaccess`)).text()).toContain('lang="de"');
    expect((await request.get(`${HTTPS}/.well-known/security.txt`)).status()).toBe(200);
  });

  test("does not publish source maps or Gatsby's build files, even when they are there", async ({
    request,
  }) => {
    for (const url of BUILD_FILES) {
      const response = await request.get(`${HTTPS}${url}`);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).not.toContain(SECRET);
    }
  });

  /** What the Observatory fetches: the https page (with an Origin, to see CORS) and the http address. */
  async function scan(request: APIRequestContext, url: string): Promise<ScannedSite> {
    const origin = "https://observatory.example";
    const response = await request.get(url, { headers: { Origin: origin } });
    expect(response.status(), url).toBe(200);
    const http = await request.get(url.replace(HTTPS, `http://127.0.0.1:${HTTP_PORT}`), { maxRedirects: 0 });
    return {
      url,
      headers: response.headers(),
      setCookies: response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === "set-cookie")
        .map(({ value }) => value),
      html: response.headers()["content-type"]?.startsWith("text/html") ? await response.text() : "",
      requestOrigin: origin,
      httpRedirect: http.headers()["location"] ?? "",
    };
  }

  test("scores A+ on the HTTP Observatory's rules", async ({ request }) => {
    // The test build points its mail API and sign-in at loopback servers over http
    // (scripts/test/test-build-env.sh); production's are https. Those are the only http sources allowed here.
    const testServices = [process.env.MAIL_ENDPOINT_URL, process.env.OIDC_URL]
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url).origin);
    for (const page of ["/", "/de/jobs/"]) {
      const site = await scan(request, `${HTTPS}${page}`);
      const report = observatoryReport(site);
      expect(report.policy, page).toMatchObject({
        antiClickjacking: true,
        insecureBaseUri: false,
        unsafeObjects: false,
      });
      const policy = site.headers["content-security-policy"];
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'"]) {
        expect(policy, `${page} ${directive}`).toContain(directive);
      }
      expect(site.headers["access-control-allow-origin"], page).toBeUndefined();
      expect(
        report.policy?.insecureActiveSources.filter((source) => !testServices.includes(source)),
        page,
      ).toEqual([]);

      // As built for production, with those services on https: every test passes and the grade is A+.
      const productionPolicy = testServices.reduce(
        (text, service) => text.replaceAll(service, service.replace(/^http:/, "https:")),
        policy,
      );
      const production = observatoryReport({
        ...site,
        headers: { ...site.headers, "content-security-policy": productionPolicy },
      });
      expect(
        production.results.filter((result) => !result.pass),
        page,
      ).toEqual([]);
      expect(production.score, page).toBeGreaterThanOrEqual(100);
      expect(production.grade, page).toBe("A+");
    }
  });
});
