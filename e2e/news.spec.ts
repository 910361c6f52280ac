import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  localizePath,
  translation,
  type Language,
} from "./support/routes";

interface SamplePost {
  slug: string;
  status: string;
  lang?: string;
  title: { rendered: string };
  content: { protected: boolean };
  _embedded?: { "wp:term"?: { slug: string; taxonomy: string }[][] };
}

const SAMPLE_DIR = path.join(__dirname, "..", "data", "news-sample");

/** The sample posts and their language by docs/architecture.md §5's rule, read straight from the sample files. */
function samplePosts(): (SamplePost & { language: Language })[] {
  return readdirSync(SAMPLE_DIR)
    .filter((file) => /^posts-page-\d+\.json$/.test(file))
    .flatMap((file) => JSON.parse(readFileSync(path.join(SAMPLE_DIR, file), "utf8")) as SamplePost[])
    .filter((post) => post.status === "publish")
    .map((post) => {
      const terms = (post._embedded?.["wp:term"] ?? []).flat();
      const marker = terms.find((term) => term.taxonomy === "category" && isLanguage(term.slug));
      return { ...post, language: (post.lang ?? marker?.slug ?? DEFAULT_LANGUAGE) as Language };
    });
}

const POSTS = samplePosts();

for (const language of LANGUAGES) {
  const postPath = (slug: string) => localizePath(`/news/${slug}/`, language);
  const own = POSTS.filter((post) => post.language === language);

  test(`the ${language} news index lists exactly the ${language} posts`, async ({ visitorPage: page }) => {
    expect(own.length).toBeGreaterThan(0);
    await page.goto(localizePath("/news/", language));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("main article")).toHaveCount(Math.min(own.length, 12));
    const links = await page
      .locator("main article :is(h2, h3) a")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(links.sort()).toEqual(own.map((post) => postPath(post.slug)).sort());
  });

  for (const post of own) {
    const url = postPath(post.slug);
    test(`${url} has a decoded title and a date in the language`, async ({ visitorPage: page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const heading = await page.getByRole("heading", { level: 1 }).textContent();
      expect(heading).not.toMatch(/&#?\w+;/);
      const date = await page.locator("main article time").first().textContent();
      expect(date).toMatch(
        language === "en" ? /[A-Z][a-z]+ \d{1,2}, \d{4}/ : /\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/,
      );
    });
  }

  test(`the ${language} RSS feed lists the ${language} posts`, async ({ request }) => {
    const response = await request.get(localizePath("/news/rss.xml", language));
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<language>${language}</language>`);
    expect(xml.match(/<item>/g)?.length).toBe(own.length);
  });

  test(`the ${language} home page shows the three latest ${language} posts`, async ({
    visitorPage: page,
  }) => {
    await page.goto(localizePath("/", language));
    await expect(page.locator("#latest-news article")).toHaveCount(Math.min(3, own.length));
  });
}

test("a password-protected post shows its title and a notice, not an empty page", async ({
  visitorPage: page,
}) => {
  const post = POSTS.find((candidate) => candidate.content.protected);
  test.skip(!post, "the sample set has no protected post");
  await page.goto(localizePath(`/news/${post!.slug}/`, post!.language));
  await expect(page.getByRole("note")).toHaveText(translation(post!.language, "news", "protected"));
});

test("the switcher on a post without translation leads to the other language's news", async ({ page }) => {
  const post = POSTS.find((candidate) => candidate.language === "en")!;
  await page.goto(`/news/${post.slug}/`);
  const german = page.getByRole("link", { name: "German" });
  const href = await german.getAttribute("href");
  expect(href === "/de/news/" || href?.startsWith("/de/news/")).toBe(true);
});

test("news pages are in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain("/news/</loc>");
  expect(sitemap).toContain("/de/news/</loc>");
  for (const post of POSTS) {
    expect(sitemap).toContain(`${localizePath(`/news/${post.slug}/`, post.language)}</loc>`);
  }
});
