import { readFileSync } from "node:fs";
import { builtFile, builtPages } from "./support/built-pages";
import { expect, test } from "./support/test";
import { LANGUAGES, localizePath, ROUTES, translation } from "./support/routes";

for (const language of LANGUAGES) {
  for (const route of ROUTES) {
    const url = localizePath(route.path, language);

    test(`${url} answers 200 with its ${language} heading`, async ({ visitorPage: page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        translation(language, route.ns, route.heading),
      );
    });
  }
}

test("a path without the trailing slash is sent to the page with it, keeping the query", async ({
  request,
}) => {
  const response = await request.get("/de/jobs?ref=mail", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/de/jobs/?ref=mail");
});

test("every page has a title, a description, a canonical link and hreflang alternates", async ({ page }) => {
  await page.goto("/de/academy/");
  await expect(page).toHaveTitle(/\| Aconity3D$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/academy\/$/);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute("href", /[^e]\/academy\/$/);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", /[^e]\/academy\/$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
});

test("the sitemap lists the pages with their language alternates, robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain("/de/machines/metal-lbpf/</loc>");
  expect(sitemap).toMatch(/hreflang="de" href="[^"]+\/de\/team\/"/);
  expect(sitemap).not.toContain("/404");
  expect(sitemap).not.toContain("/login/");
  expect(sitemap).not.toContain("/search/");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
});

test("no built page holds a NUL byte or a replacement character where a letter was", () => {
  const damaged = builtPages().filter((page) => {
    const html = readFileSync(builtFile(page), "utf8");
    return html.includes("\u0000") || html.includes("\ufffd");
  });
  expect(damaged).toEqual([]);
});
