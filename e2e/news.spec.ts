import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { translation } from "./support/routes";

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
function samplePosts(): (SamplePost & { language: string })[] {
  return readdirSync(SAMPLE_DIR)
    .filter((file) => /^posts-page-\d+\.json$/.test(file))
    .flatMap((file) => JSON.parse(readFileSync(path.join(SAMPLE_DIR, file), "utf8")) as SamplePost[])
    .filter((post) => post.status === "publish")
    .map((post) => {
      const terms = (post._embedded?.["wp:term"] ?? []).flat();
      const marker = terms.find((term) => term.taxonomy === "category" && ["en", "de"].includes(term.slug));
      return { ...post, language: post.lang ?? marker?.slug ?? "en" };
    });
}

const POSTS = samplePosts();

for (const language of ["en", "de"] as const) {
  const prefix = language === "en" ? "" : "/de";
  const own = POSTS.filter((post) => post.language === language);

  test(`the ${language} news index lists exactly the ${language} posts`, async ({ visitorPage: page }) => {
    expect(own.length).toBeGreaterThan(0);
    await page.goto(`${prefix}/news/`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("main article")).toHaveCount(Math.min(own.length, 12));
    const links = await page
      .locator("main article :is(h2, h3) a")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(links.sort()).toEqual(own.map((post) => `${prefix}/news/${post.slug}/`).sort());
  });

  for (const post of own) {
    const url = `${prefix}/news/${post.slug}/`;
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
    const response = await request.get(`${prefix}/news/rss.xml`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<language>${language}</language>`);
    expect(xml.match(/<item>/g)?.length).toBe(own.length);
  });

  test(`the ${language} home page shows the three latest ${language} posts`, async ({
    visitorPage: page,
  }) => {
    await page.goto(`${prefix}/`);
    await expect(page.locator("#latest-news article")).toHaveCount(Math.min(3, own.length));
  });
}

test("a password-protected post shows its title and a notice, not an empty page", async ({
  visitorPage: page,
}) => {
  const post = POSTS.find((candidate) => candidate.content.protected);
  test.skip(!post, "the sample set has no protected post");
  const prefix = post!.language === "en" ? "" : "/de";
  await page.goto(`${prefix}/news/${post!.slug}/`);
  await expect(page.getByRole("note")).toHaveText(
    translation(post!.language as "en" | "de", "news", "protected"),
  );
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
    const prefix = post.language === "en" ? "" : "/de";
    expect(sitemap).toContain(`${prefix}/news/${post.slug}/</loc>`);
  }
});
