// What the site search costs a visitor: the bytes of the first query in each language, from opening the
// search to its results (the dialog's chunk, Pagefind's script, worker and WebAssembly, the language's
// metadata, the index chunks and the fragments of the shown results; bodies as sent, and headers).
// That an ordinary page load transfers none of it is measured on every page by page-weight.mjs.
import { chromium } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./chromium.mjs";

/** The files the site loads for its search only. */
export const SEARCH_FILES = /\/pagefind\/|\/search-dialog-[0-9a-f]+\.js$/;

/** A query a visitor would type first, on the home page of each language. */
const FIRST_QUERIES = {
  en: { page: "/", query: "powder" },
  de: { page: "/de/", query: "Pulver" },
};

async function measureFirstQuery(browser, baseUrl, { page: pathname, query }) {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  // The context sees the requests of the page and of its workers (Pagefind searches in one).
  const finished = [];
  context.on("requestfinished", (request) => finished.push(request));
  await page.goto(baseUrl + pathname, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  finished.length = 0;

  await page.keyboard.press("/");
  const field = page.getByRole("dialog").getByRole("searchbox");
  await field.waitFor();
  await field.fill(query);
  // The hits show once the fragments of all shown results are in.
  await page.getByRole("dialog").getByRole("listitem").first().waitFor();
  const files = {};
  let bytes = 0;
  for (const request of finished) {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    const name = new URL(request.url()).pathname.replace(
      /^.*\/(fragment|index|filter)\/.*$/,
      "/pagefind/$1/*",
    );
    files[name] = (files[name] ?? 0) + sizes.responseBodySize;
  }
  await context.close();
  return { query, bytes, requests: finished.length, files };
}

/** { [language]: { query, bytes, requests, files } } for the first query of each language. */
export async function measureSearch(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const result = {};
    for (const [language, first] of Object.entries(FIRST_QUERIES)) {
      result[language] = await measureFirstQuery(browser, baseUrl, first);
    }
    return result;
  } finally {
    await browser.close();
  }
}
