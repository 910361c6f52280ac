import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, APIResponse, BrowserContext, Page } from "@playwright/test";

/**
 * Playwright's test, whose `page.goto` also waits until React has hydrated the page (the layout marks
 * `<html data-hydrated>`): a click before that would hit server HTML without handlers. Navigations that
 * ask for an earlier state (`waitUntil: "domcontentloaded"`, "commit") are left as they are.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? "load";
      const isSitePage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (isSitePage && (waitUntil === "load" || waitUntil === "networkidle")) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
  },
});
