import { readFileSync } from "node:fs";
import legacyNews from "../data/legacy-news.json";
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath, type Language } from "./support/routes";
import { expect, test, type Page } from "./support/test";

/**
 * The site built against the test WordPress (scripts/test/servers/wordpress/, seeded by seed.mjs): it must show
 * exactly what an anonymous visitor of WordPress may see, sanitized, in both languages.
 */
interface PublishedPost {
  slug: string;
  title: string;
  image?: { alt: string; url: string };
}

interface SeedSummary {
  published: Record<Language, PublishedPost[]>;
  hidden: string[];
  protected: string;
  sticky: string;
  embedError: string;
  xss: string;
  entities: string;
  umlauts: string;
  imageWithoutAlt: string;
  xssGlobal: string;
  trashedLegacyTarget: string;
}

const SUMMARY = JSON.parse(
  readFileSync(process.env.WP_SEED_SUMMARY ?? "/tmp/wp-test/seed-summary.json", "utf8"),
) as SeedSummary;

function languageOf(slug: string): Language {
  const own = (language: Language) => SUMMARY.published[language].some((post) => post.slug === slug);
  return LANGUAGES.find(own) ?? DEFAULT_LANGUAGE;
}

function postPath(slug: string): string {
  return localizePath(`/news/${slug}/`, languageOf(slug));
}

/** Every post link of a news index, following its pages. */
async function indexedSlugs(page: Page, language: Language): Promise<string[]> {
  const slugs: string[] = [];
  let url: string | null = localizePath("/news/", language);
  while (url) {
    await page.goto(url);
    const hrefs = await page
      .locator("main article :is(h2, h3) a")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    slugs.push(...hrefs.map((href) => href.split("/").filter(Boolean).pop() ?? ""));
    url = await page
      .locator('a[rel="next"]')
      .getAttribute("href", { timeout: 1000 })
      .catch(() => null);
  }
  return slugs;
}

for (const language of LANGUAGES) {
  test(`the ${language} news list exactly the public ${language} posts, over several pages`, async ({
    page,
  }) => {
    const slugs = await indexedSlugs(page, language);
    expect(slugs.sort()).toEqual(SUMMARY.published[language].map((post) => post.slug).sort());
  });
}

test("the sticky post comes first on the English news index", async ({ page }) => {
  test.skip(languageOf(SUMMARY.sticky) !== "en", "the sticky post is German");
  await page.goto("/news/");
  await expect(page.locator("main article :is(h2, h3) a").first()).toHaveAttribute(
    "href",
    `/news/${SUMMARY.sticky}/`,
  );
});

test("drafts, private and scheduled posts have no page", async ({ request }) => {
  for (const slug of SUMMARY.hidden) {
    for (const language of LANGUAGES)
      expect((await request.get(localizePath(`/news/${slug}/`, language))).status(), slug).toBe(404);
  }
});

test("an old site's news address whose post was trashed in WordPress leads to the news index", async ({
  request,
}) => {
  const entry = legacyNews.entries.find((item) => item.to.includes(`/${SUMMARY.trashedLegacyTarget}/`));
  expect(entry, "data/legacy-news.json points at the trashed post").toBeDefined();
  const index = localizePath("/news/", entry!.language as Language);
  const response = await request.get(`${entry!.from}/`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(index);
  expect((await request.get(index)).status()).toBe(200);
});

test("titles are decoded from their HTML entities", async ({ page }) => {
  for (const slug of [SUMMARY.entities, SUMMARY.umlauts]) {
    const expected = LANGUAGES.flatMap((language) => SUMMARY.published[language]).find(
      (post) => post.slug === slug,
    )!.title;
    await page.goto(postPath(slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected);
    await expect(page).toHaveTitle(new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
  }
});

test("no script from the content runs, and nothing dangerous is left in it", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(postPath(SUMMARY.xss));
  await page.locator("main article").waitFor();
  for (const link of await page.locator("main article a").all()) await link.hover();
  expect(
    await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], SUMMARY.xssGlobal),
  ).toBe(undefined);
  expect(dialogs).toEqual([]);
  const article = page.locator("main article");
  await expect(article.locator("script, style, object, embed, form")).toHaveCount(0);
  await expect(article.locator('iframe[src*="evil.example"]')).toHaveCount(0);
  await expect(article.locator('iframe[src^="https://www.youtube-nocookie.com/"]')).toHaveCount(1);
  const risky = await article.evaluate((root) =>
    Array.from(root.querySelectorAll("*")).flatMap((element) =>
      Array.from(element.attributes)
        .filter(
          (attribute) =>
            /^on/i.test(attribute.name) ||
            attribute.name === "style" ||
            // Browsers ignore control characters inside a scheme, so the check does too.
            // eslint-disable-next-line no-control-regex
            /^\s*(javascript|vbscript|data):/i.test(attribute.value.replace(/[\u0000-\u001f]/g, "")),
        )
        .map((attribute) => `${element.tagName}[${attribute.name}=${attribute.value}]`),
    ),
  );
  expect(risky).toEqual([]);
});

test("a password-protected post shows its title and a notice", async ({ page }) => {
  await page.goto(postPath(SUMMARY.protected));
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole("note")).toBeVisible();
});

test("a featured image the anonymous visitor may not see is left out, the post still shows", async ({
  page,
}) => {
  const response = await page.goto(postPath(SUMMARY.embedError));
  expect(response?.status()).toBe(200);
  await expect(page.locator("main article [data-site-image]")).toHaveCount(0);
});

test("featured images are downloaded and served responsive, with their alt text", async ({ page }) => {
  const withImage = SUMMARY.published.en.find((post) => post.image && post.image.alt)!;
  await page.goto(postPath(withImage.slug));
  const image = page.locator("main article [data-site-image] img");
  await expect(image).toHaveAttribute("alt", withImage.image!.alt);
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/static\//,
  );
  await page.goto(postPath(SUMMARY.imageWithoutAlt));
  await expect(page.locator("main article [data-site-image] img")).toHaveAttribute("alt", "");
});
