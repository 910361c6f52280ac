// What a first visit of a page transfers before the page is idle, measured in Chromium via Playwright:
// first-load JavaScript (encoded, i.e. gzipped, body bytes of every script response until network idle),
// the HTML (gzipped bytes as sent, and its size unpacked), the CSS inlined into it (uncompressed), the total
// transfer (bodies and headers), and what of the site search and of the editor's page (/admin/) came along
// (nothing of either).
import { chromium } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./chromium.mjs";
import { SEARCH_FILES } from "./search-weight.mjs";

/** The bytes of every <style> element's text: the CSS a page carries inside its HTML. */
function inlineCssBytes(html) {
  let bytes = 0;
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) bytes += Buffer.byteLength(css);
  return bytes;
}

async function measurePage(browser, url) {
  // A fresh context per page: empty cache, no cookies (a first visit), an English browser.
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const responses = [];
  // The context's requests: the page's and its workers'.
  context.on("requestfinished", (request) => responses.push(request));
  const document = await page.goto(url, { waitUntil: "networkidle" });
  if (!document?.ok()) throw new Error(`${url} answered ${document?.status()}`);
  const html = await document.body();
  const figures = {
    jsBytes: 0,
    jsFiles: 0,
    htmlBytes: 0,
    htmlRawBytes: html.length,
    inlineCssBytes: inlineCssBytes(html.toString("utf8")),
    transferBytes: 0,
    requests: 0,
    searchBytes: 0,
    editorBytes: 0,
  };
  const scripts = {}; // path → gzipped bytes, to tell what the JavaScript consists of
  for (const request of responses) {
    const sizes = await request.sizes();
    figures.transferBytes += sizes.responseBodySize + sizes.responseHeadersSize;
    figures.requests += 1;
    if (request.resourceType() === "script") {
      figures.jsBytes += sizes.responseBodySize;
      figures.jsFiles += 1;
      scripts[new URL(request.url()).pathname] = sizes.responseBodySize;
    }
    if (request === document.request()) figures.htmlBytes = sizes.responseBodySize;
    if (SEARCH_FILES.test(new URL(request.url()).pathname)) figures.searchBytes += sizes.responseBodySize;
    if (new URL(request.url()).pathname.startsWith("/admin/")) figures.editorBytes += sizes.responseBodySize;
  }
  await context.close();
  return { ...figures, scripts };
}

/** { [path]: figures } for each path of `paths` under `baseUrl`. */
export async function measurePages(baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const result = {};
    for (const pathname of paths) result[pathname] = await measurePage(browser, baseUrl + pathname);
    return result;
  } finally {
    await browser.close();
  }
}
