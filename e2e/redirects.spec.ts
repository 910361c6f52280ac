import path from "node:path";
import { expect, test, type APIRequestContext } from "./support/test";
import { loadRedirectTable } from "../gatsby/hosting/load";
import { redirectLocation, sourcePaths, targetPath } from "../gatsby/hosting/table";
import { portBeside, startPreviewServer, type PreviewServer } from "./support/preview-server";
import { LANGUAGES, type Language } from "./support/routes";

const TABLE = loadRedirectTable(path.join(__dirname, ".."));
const QUERY = "?utm_source=old-site&ref=a%20b";

/** The old site's URLs as the issue lists them, checked literally so a mistake in the table code shows. */
const LEGACY_URLS: readonly [string, string][] = [
  ["/datenschutz", "/privacy/"],
  ["/de/datenschutz", "/de/privacy/"],
  ["/equipment", "/machines/"],
  ["/de/equipment", "/de/machines/"],
  ["/kontakt", "/#contact"],
  ["/de/kontakt", "/de/#contact"],
  ["/materials", "/application-center/"],
  ["/de/materials", "/de/application-center/"],
  ["/team_members", "/team/"],
  ["/de/team_members", "/de/team/"],
  ["/de/advanced-workshop", "/de/consulting/"],
  ["/de/basic-workshop", "/de/consulting/"],
  ["/de/beratung", "/de/consulting/"],
  ["/de/maschinen", "/de/machines/"],
  ["/de/materialien", "/de/application-center/"],
  ["/de/hands-on-training", "/"],
  ["/de/tests", "/de/"],
  ["/products/aconitymicro", "/products/aconity-micro/"],
  ["/de/products/aconitymidiplus", "/de/products/aconity-midi-plus/"],
];

/** Each redirect of a language requested with and without its trailing slash; what answered otherwise. */
async function wrongAnswers(request: APIRequestContext, origin: string, language: Language) {
  const wrong: string[] = [];
  for (const redirect of TABLE.redirects.filter((entry) => entry.language === language)) {
    const [bare, slashed] = sourcePaths(redirect.from);
    for (const [url, query] of [
      [bare, QUERY],
      [slashed, ""],
      [slashed, QUERY],
    ]) {
      const response = await request.get(`${origin}${url}${query}`, { maxRedirects: 0 });
      const expected = redirectLocation(redirect.to, query);
      const location = response.headers().location;
      if (response.status() !== 301 || location !== expected) {
        wrong.push(`${url}${query}: ${response.status()} → ${location} (expected 301 → ${expected})`);
      }
    }
  }
  return wrong;
}

/** Every page a redirect leads to, requested: what does not answer 200. */
async function missingTargets(request: APIRequestContext, origin: string) {
  const missing: string[] = [];
  for (const page of new Set(TABLE.redirects.map((redirect) => targetPath(redirect.to)))) {
    const status = (await request.get(`${origin}${page}`, { maxRedirects: 0 })).status();
    if (status !== 200) missing.push(`${page}: ${status}`);
  }
  return missing;
}

test("the old site's URLs of the issue answer 301 with their new address on nginx", async ({ request }) => {
  const wrong: string[] = [];
  for (const [from, to] of LEGACY_URLS) {
    const response = await request.get(`${from}?x=1`, { maxRedirects: 0 });
    const location = response.headers().location;
    if (response.status() !== 301 || location !== redirectLocation(to, "?x=1")) {
      wrong.push(`${from}?x=1: ${response.status()} → ${location}`);
    }
  }
  expect(wrong).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`every ${language} redirect of the table answers 301 on nginx, with and without the slash, keeping the query`, async ({
    request,
    baseURL,
  }) => {
    expect(TABLE.redirects.some((redirect) => redirect.language === language)).toBe(true);
    expect(await wrongAnswers(request, baseURL ?? "", language)).toEqual([]);
  });
}

test("every redirect leads to a page that answers 200 on nginx", async ({ request, baseURL }) => {
  expect(await missingTargets(request, baseURL ?? "")).toEqual([]);
});

test("/products is the products overview page in both languages, not the old redirect", async ({
  request,
}) => {
  for (const page of ["/products/", "/de/products/"]) {
    expect((await request.get(page, { maxRedirects: 0 })).status()).toBe(200);
    const bare = await request.get(page.slice(0, -1), { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers().location).toBe(page);
  }
});

test.describe("on the local preview server", () => {
  // One server for the block: its tests run in one worker, one after the other.
  test.describe.configure({ mode: "serial" });
  let server: PreviewServer;
  let origin: string;

  test.beforeAll(async ({ baseURL }) => {
    server = await startPreviewServer(portBeside(baseURL, 1000));
    origin = server.origin;
  });

  test.afterAll(() => {
    server?.stop();
  });

  for (const language of LANGUAGES) {
    test(`every ${language} redirect of the table answers 301, with and without the slash, keeping the query`, async ({
      request,
    }) => {
      expect(await wrongAnswers(request, origin, language)).toEqual([]);
    });
  }

  test("every redirect leads to a page, and /products/ stays the page", async ({ request }) => {
    expect(await missingTargets(request, origin)).toEqual([]);
    expect((await request.get(`${origin}/products/`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test("the preview sends the security headers and each page's policy", async ({ request }) => {
    const page = await request.get(`${origin}/de/jobs/`);
    expect(page.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(page.headers()["content-security-policy"]).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );
    const missing = await request.get(`${origin}/de/gibt-es-nicht/`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect((await request.get(`${origin}/_redirects`)).status()).toBe(404);
  });
});
