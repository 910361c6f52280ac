import { expect, test, type Page } from "./support/test";
import { LANGUAGES, localizePath, translation, type Language } from "./support/routes";

interface LocaleNode {
  ns: string;
  data: string;
}

/**
 * Serves a page's page-data with some of its translations changed, as a broken deploy would: `edit` gets
 * each namespace's texts and changes them in place.
 */
async function servePageDataWith(
  page: Page,
  pathname: string,
  edit: (ns: string, texts: Record<string, Record<string, unknown>>) => void,
) {
  await page.route(`**/page-data${pathname}page-data.json`, async (route) => {
    const response = await route.fetch();
    const pageData = (await response.json()) as {
      result: { data: { locales: { edges: { node: LocaleNode }[] } } };
    };
    for (const { node } of pageData.result.data.locales.edges) {
      const texts = JSON.parse(node.data) as Record<string, Record<string, unknown>>;
      edit(node.ns, texts);
      node.data = JSON.stringify(texts);
    }
    await route.fulfill({ response, json: pageData });
  });
}

async function openMetalLpbf(page: Page, language: Language) {
  await page.goto(localizePath("/", language));
  await page.getByRole("button", { name: translation(language, "common", "nav.machines") }).click();
  await page
    .getByRole("banner")
    .getByRole("link", { name: translation(language, "common", "nav.metalLpbf") })
    .click();
}

for (const language of LANGUAGES) {
  test(`${language}: a page that fails while rendering shows the error page, and the way home works`, async ({
    page,
  }) => {
    // A machine page whose hero is missing throws while rendering.
    await servePageDataWith(page, localizePath("/machines/metal-lbpf/", language), (ns, texts) => {
      if (ns === "machines") delete texts.metalLpbf.hero;
    });
    await openMetalLpbf(page, language);
    await expect(
      page.getByRole("heading", { level: 1, name: translation(language, "common", "errorPage.title") }),
    ).toBeVisible();
    await expect(page.getByText(translation(language, "common", "errorPage.text"))).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: translation(language, "common", "nav.main") }),
    ).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("link", { name: translation(language, "common", "errorPage.home") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/", language)}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: translation(language, "home", "hero.title") }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: translation(language, "common", "errorPage.title") }),
    ).toHaveCount(0);
  });
}

test("when the error page cannot be shown either, a plain message takes its place", async ({ page }) => {
  await servePageDataWith(page, "/machines/metal-lbpf/", (ns, texts) => {
    if (ns === "machines") delete texts.metalLpbf.hero;
    if (ns === "common") delete texts.errorPage;
  });
  await openMetalLpbf(page, "en");
  await expect(
    page.getByRole("alert").filter({ hasText: "An error occurred while showing the error page" }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
});

/**
 * Counts the documents the tab asks for. Not their load events: a reload may replace the first document
 * before it fires one, and the second may hydrate before its own.
 */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

/** The page's code chunk; webpack gives up waiting for it only after its time-out, so the clock is moved. */
const ACADEMY_CHUNK = "**/component---src-pages-academy-tsx-*.js";
const PAST_CHUNK_TIMEOUT_MS = 125_000;

async function chunkReloadMark(page: Page): Promise<string | null> {
  await page.clock.fastForward(PAST_CHUNK_TIMEOUT_MS).catch(() => undefined);
  return page
    .locator("html")
    .getAttribute("data-chunk-reload", { timeout: 1000 })
    .catch(() => null);
}

test("a page whose code keeps failing to load is reloaded once, not in a loop", async ({ page }) => {
  await page.route(ACADEMY_CHUNK, (route) => route.abort());
  await page.clock.install();
  const documents = countDocuments(page);
  await page.goto("/academy/", { waitUntil: "commit" });
  await expect.poll(() => chunkReloadMark(page), { timeout: 30_000 }).toBe("gave-up");
  // Reloaded once, not in a loop: two documents.
  expect(documents()).toBe(2);
  // The served page stays readable.
  await expect(
    page.getByRole("heading", { level: 1, name: translation("en", "academy", "hero.title") }),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("chunk-reload:/academy/"))).not.toBeNull();
});

test("a page whose code fails to load once works after the reload and forgets the attempt", async ({
  page,
}) => {
  // Every request for the chunk made by the first document fails (a preload and a script tag may both ask
  // for it); the reloaded document gets it.
  const documents = countDocuments(page);
  await page.route(ACADEMY_CHUNK, (route) => (documents() <= 1 ? route.abort() : route.continue()));
  // No clock moved here: the aborted request fails the chunk at once. Moving the clock while the reloaded
  // document's chunk is still arriving would time it out and fail the page for a reason of the test's own
  // (a race that showed on a busy machine).
  await page.goto("/academy/", { waitUntil: "commit" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  // Reloaded exactly once: two documents.
  expect(documents()).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem("chunk-reload:/academy/"))).toBeNull();
});
