import { test as base, type Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY, serializeConsent } from "../../src/analytics/consent-store";

export { expect } from "@playwright/test";
export type { APIRequestContext, APIResponse, BrowserContext, Page } from "@playwright/test";

/**
 * The visitor's answer to the consent banner, stored before every page (default "declined": no banner over
 * the page, no tag manager); "unanswered" shows the banner, as on a first visit.
 */
export type ConsentFixture = "accepted" | "declined" | "unanswered";

/**
 * Playwright's test, whose `page.goto` also waits until React has hydrated the page (the layout marks
 * `<html data-hydrated>`): a click before that would hit server HTML without handlers. Navigations that
 * ask for an earlier state (`waitUntil: "domcontentloaded"`, "commit") are left as they are.
 */
export const test = base.extend<{ page: Page; consent: ConsentFixture }>({
  consent: ["declined", { option: true }],
  page: async ({ page, consent }, use) => {
    if (consent !== "unanswered") {
      const stored = {
        key: CONSENT_STORAGE_KEY,
        value: serializeConsent(consent === "accepted" ? "granted" : "denied", new Date()),
      };
      await page.addInitScript(({ key, value }) => {
        try {
          window.localStorage.setItem(key, value);
        } catch {
          // about:blank and other opaque origins have no storage.
        }
      }, stored);
    }
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
