import { wcagViolations } from "./support/axe";
import { collection } from "./support/collections";
import { openSearch, searchFor, searchIndexUrls } from "./support/search";
import { languageOfPath, LANGUAGES, localizePath, stripLanguagePrefix, translation } from "./support/routes";
import { expect, policyViolations, test, type Page } from "./support/test";

/** What the site loads for its search only: Pagefind's files and the dialog's chunk. */
const SEARCH_FILES = /\/pagefind\/|\/search-dialog-[0-9a-f]+\.js/;

const dialog = (page: Page) => page.getByRole("dialog");
const field = (page: Page) => dialog(page).getByRole("searchbox");
const hits = (page: Page) => dialog(page).getByRole("listitem");
const hitLinks = (page: Page) => hits(page).getByRole("link").filter({ hasNotText: /PDF/ });

test("an ordinary page load transfers no search code or index; opening the search does", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/de/machines/");
  await page.waitForLoadState("networkidle");
  expect(requests.filter((url) => SEARCH_FILES.test(url))).toEqual([]);

  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await searchFor(page, "Pulver", "de");
  expect(requests.filter((url) => url.includes("/pagefind/pagefind.js"))).toHaveLength(1);
  expect(requests.some((url) => /\/pagefind\/wasm\.de\.pagefind$/.test(url))).toBe(true);
  expect(requests.some((url) => /\/pagefind\/wasm\.en\.pagefind$/.test(url))).toBe(false);
});

test("by keyboard: the arrows go through the results, Enter follows one, Escape closes and returns the focus", async ({
  visitorPage: page,
}) => {
  await page.goto("/jobs/");
  const button = page
    .getByRole("banner")
    .getByRole("button", { name: translation("en", "common", "search.open") });
  await button.click();
  await expect(field(page)).toBeFocused();
  await searchFor(page, "powder", "en");
  const links = hitLinks(page);
  expect(await links.count()).toBeGreaterThan(2);

  await page.keyboard.press("ArrowDown");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(field(page)).toBeFocused();

  // Tab stays inside the dialog.
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press("Tab");
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press("Control+k");
  await searchFor(page, "AlSi10Mg", "en");
  await field(page).press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/materials\/alsi10mg\/$/);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "AlSi10Mg" })).toBeVisible();
});

test("German pages find German pages only, and a part of a compound finds the compound", async ({
  visitorPage: page,
}) => {
  await openSearch(page, "/de/", "Control+k");
  await expect(dialog(page).getByRole("heading")).toHaveText(translation("de", "common", "search.title"));
  for (const [part, compound] of [
    ["Bett", /pulverbett/i],
    ["Legierung", /superlegierung|aluminiumlegierung/i],
    ["Stoff", /werkstoff/i],
    ["Blatt", /datenbl(a|ä)tt/i],
  ] as const) {
    await searchFor(page, part, "de");
    const hrefs = await hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length, part).toBeGreaterThan(0);
    expect(
      hrefs.filter((href) => href === null || languageOfPath(href) !== "de"),
      part,
    ).toEqual([]);
    const marked = await hits(page).locator("mark").allTextContents();
    expect(
      marked.some((text) => compound.test(text)),
      `${part}: ${marked.join(", ")}`,
    ).toBe(true);
    // The marks that join a compound's parts in the index never reach the visitor.
    expect(marked.filter((text) => /\p{L}\+\p{Ll}/u.test(text))).toEqual([]);
  }
});

for (const [language, query, datasheet] of [
  ["de", "Zugfestigkeit AlSi10Mg", "/de/materials/alsi10mg/"],
  ["en", "tensile strength AlSi10Mg", "/materials/alsi10mg/"],
] as const) {
  test(`${language}: a property's word and a material's name find its datasheet page first`, async ({
    visitorPage: page,
  }) => {
    await openSearch(page, localizePath("/", language));
    await searchFor(page, query, language);
    await expect(hitLinks(page).first()).toHaveAttribute("href", datasheet);
    await expect(hits(page).first()).toContainText(translation(language, "common", "search.kind.material"));
    await expect(hits(page).first().locator("mark").first()).toBeVisible();
  });
}

for (const language of LANGUAGES) {
  test(`${language}: an exact material or machine name puts that material or machine first`, async ({
    visitorPage: page,
  }) => {
    await openSearch(page, localizePath("/", language));
    const kinds = { material: translation(language, "common", "search.kind.material") };
    for (const [name, kind] of [
      ["AlSi10Mg", kinds.material],
      ["IN718", kinds.material],
      ["AconityMIDI+", translation(language, "common", "search.kind.machine")],
      ["AconityMIDI", translation(language, "common", "search.kind.machine")],
    ]) {
      await searchFor(page, name, language);
      await expect(hitLinks(page).first(), name).toHaveText(name);
      await expect(hits(page).first(), name).toContainText(kind);
    }
  });
}

test("finds a machine, a material by its datasheet, a news post, a job and a team member", async ({
  visitorPage: page,
}) => {
  const [job] = collection<{ id: string; title: { en: string } }>("jobs");
  const [member] = collection<{ name: string }>("team");
  const materials = collection<{ title: { en: string }; datasheet: string }>("materials");
  await openSearch(page, "/");
  const cases: [query: string, href: RegExp][] = [
    ["AconityMINI", /^\/products\/aconity-mini\/$/],
    [job.title.en.replace(/\s*\(.*\)$/, ""), /^\/jobs\//],
    [member.name, /^\/team\/$/],
    ["Formnext", /^\/news\/[^/]+\/$/],
  ];
  for (const [query, href] of cases) {
    await searchFor(page, query, "en");
    const hrefs = await hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(
      hrefs.some((value) => value !== null && href.test(value)),
      `${query}: ${hrefs.join(" ")}`,
    ).toBe(true);
  }
  await searchFor(page, "Datasheet", "en");
  await dialog(page)
    .getByLabel(translation("en", "common", "search.kindLabel"))
    .selectOption("material");
  // Every material is found by its datasheet: the first ten show, the status line counts them all.
  await expect(dialog(page).getByRole("status")).toContainText(` of ${materials.length} results`);
  await expect(hits(page)).toHaveCount(10);
  await expect(hits(page).getByRole("link", { name: /PDF/ }).first()).toHaveAttribute(
    "href",
    /^\/files\/datasheets\/[\w-]+\.pdf$|^\/materials\/[\w-]+\/datasheet\.pdf$/,
  );
});

for (const language of LANGUAGES) {
  test(`${language}: the index holds the pages meant to be found and none of the others`, async ({
    visitorPage: page,
  }) => {
    await page.goto(localizePath("/", language));
    // Every entry has a kind: listing each kind lists the index of the page's language.
    const urls: string[] = [];
    for (const kind of ["machine", "material", "news", "page"]) {
      urls.push(...(await searchIndexUrls(page, null, { kind })));
    }
    const expected = ["/", "/jobs/", "/team/", "/products/aconity-midi-plus/", "/materials/alsi10mg/"];
    expect(urls).toEqual(expect.arrayContaining(expected.map((url) => localizePath(url, language))));
    expect(urls.filter((url) => languageOfPath(url) !== language)).toEqual([]);
    const unprefixed = urls.map(stripLanguagePrefix);
    const excluded =
      /^\/(?:account|login|preview|search)\/|^\/404(?:\/|\.html)|^\/news\/(?:$|page\/|category\/)/;
    expect(unprefixed.filter((url) => excluded.test(url))).toEqual([]);
  });
}

test("the search page: a shared link shows its results, the address follows the query, fits 320 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/de/search/?q=Pulver&kind=machine");
  const results = page.getByRole("main").getByRole("listitem");
  await expect(page.getByRole("searchbox")).toHaveValue("Pulver");
  await expect(page.getByRole("combobox")).toHaveValue("machine");
  await expect(results.first()).toBeVisible();
  const kinds = await results.locator("span").first().allTextContents();
  expect(kinds.every((kind) => kind === translation("de", "common", "search.kind.machine"))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByRole("searchbox").fill("Werkstoff");
  await expect(page).toHaveURL(/\/de\/search\/\?q=Werkstoff&kind=machine$/);
});

test("the open dialog with results has no WCAG 2.2 AA violation and no policy violation", async ({
  visitorPage: page,
}) => {
  await openSearch(page, "/de/application-center/");
  await searchFor(page, "Pulver", "de");
  await expect(hits(page).first()).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  expect(await policyViolations(page), "Content Security Policy violations").toEqual([]);
});

test("ten results show first; more adds the next ten and takes the focus to the first added", async ({
  page,
}) => {
  await page.goto("/search/?q=laser");
  const total = (await searchIndexUrls(page, "laser")).length;
  expect(total, "results for “laser” in the English index").toBeGreaterThan(10);
  const results = page.getByRole("main").getByRole("listitem");
  await expect(results).toHaveCount(10);
  const status = page.getByRole("main").getByRole("status");
  await expect(status).toContainText(`10 of ${total}`);

  await page.getByRole("button", { name: translation("en", "common", "search.showMore") }).click();
  await expect(results).toHaveCount(Math.min(total, 20));
  await expect(results.nth(10).getByRole("link").first()).toBeFocused();
  await expect(status).toContainText(total > 20 ? `${Math.min(total, 20)} of ${total}` : `${total} results`);
});
