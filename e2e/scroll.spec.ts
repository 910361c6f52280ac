import { expect, test, type Page } from "./support/test";

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * How far below the sticky header's bottom edge an element's top is (negative: hidden under it); NaN while
 * the element is not in the document yet (the page transition is still swapping the pages), so a poll waits.
 */
async function gapBelowHeader(page: Page, selector: string): Promise<number> {
  return page.evaluate((target) => {
    const header = document.querySelector("header");
    const element = document.querySelector(target);
    if (!header || !element) return Number.NaN;
    return Math.round(element.getBoundingClientRect().top - header.getBoundingClientRect().bottom);
  }, selector);
}

test("a page opened from a link at the bottom of another starts at the top", async ({ page }) => {
  await page.goto("/academy/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Imprint" }).click();
  await expect(page).toHaveURL(/\/imprint\/$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("back and forward return to where the visitor was on each page", async ({ page }) => {
  await page.goto("/academy/");
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBe(900);
  // The click event alone: Playwright's click would first scroll the link into view and move the page.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Team", exact: true })
    .dispatchEvent("click");
  await expect(page).toHaveURL(/\/team\/$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  // Gatsby saves the position on the animation frame after the scroll.
  await expect.poll(() => page.evaluate(() => Object.values(sessionStorage).includes("400"))).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/academy\/$/);
  await expect.poll(() => scrollY(page)).toBe(900);
  await page.goForward();
  await expect(page).toHaveURL(/\/team\/$/);
  await expect.poll(() => scrollY(page)).toBe(400);
});

test("a link to a section of another page shows the section just below the sticky header", async ({
  page,
}) => {
  await page.goto("/academy/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await expect.poll(() => gapBelowHeader(page, "#contact")).toBeGreaterThanOrEqual(0);
  expect(await gapBelowHeader(page, "#contact")).toBeLessThanOrEqual(32);
});

test("a link to a section of the same page shows it just below the sticky header", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect.poll(() => gapBelowHeader(page, "#contact")).toBeGreaterThanOrEqual(0);
  expect(await gapBelowHeader(page, "#contact")).toBeLessThanOrEqual(32);
});

test("an address with a #section opened directly shows the section below the sticky header", async ({
  page,
}) => {
  await page.goto("/de/academy/#certificates");
  await expect.poll(() => gapBelowHeader(page, "#certificates")).toBeGreaterThanOrEqual(0);
  expect(await gapBelowHeader(page, "#certificates")).toBeLessThanOrEqual(32);
});
