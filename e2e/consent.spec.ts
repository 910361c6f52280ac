import { readFileSync } from "node:fs";
import path from "node:path";
import { builtPages, PUBLIC_DIR } from "./support/built-pages";
import { languageOfPath, LANGUAGES, localizePath, translation, type Language } from "./support/routes";
import { expect, test, type BrowserContext, type Page } from "./support/test";
import { wcagViolations } from "./support/axe";
import { answerTagManager } from "./support/tag-manager";
import { isEditorPreviewPage } from "../src/editor-preview/editor-preview-page";
import { isPreviewPage } from "../src/preview/preview-page";

/**
 * Changing and withdrawing consent (GDPR Art. 7(3)): the footer's cookie settings reopen the banner on every
 * page; a decline after an accept keeps the tag manager off the next page and removes the analytics cookies.
 */
const ANALYTICS_COOKIES = ["_ga", "_ga_TEST123", "_gid", "_gat_UA-1-1", "_gcl_au"];

const settingsButton = (page: Page, language: Language = "en") =>
  page
    .getByRole("contentinfo")
    .getByRole("button", { name: translation(language, "common", "consent.settings") });

const consentBanner = (page: Page, language: Language = "en") =>
  page.getByRole("region", { name: translation(language, "common", "consent.title") });

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => `${cookie.name}@${cookie.domain}`).sort();
}

/** Marks the current document, so a test tells a fresh page load from a navigation inside the document. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test("every built page with a footer offers the cookie settings in its language, but the previews", () => {
  const checked = builtPages().filter((page) => {
    const html = readFileSync(path.join(PUBLIC_DIR, page.endsWith("/") ? `${page}index.html` : page), "utf8");
    if (!html.includes("<footer")) return false;
    const language = languageOfPath(page);
    const label = translation(language, "common", "consent.settings");
    const settings = new RegExp(`<footer[^]*<button type="button"[^>]*>${label}</button>[^]*</footer>`);
    // The previews load no tag manager (docs/browser-behaviour.md): there is no consent to change.
    if (isPreviewPage(page) || isEditorPreviewPage(page)) expect(html, page).not.toMatch(settings);
    else expect(html, page).toMatch(settings);
    return true;
  });
  // The site's pages in both languages, not a handful.
  expect(checked.length).toBeGreaterThan(40);
  expect(checked).toEqual(expect.arrayContaining(["/", "/de/", "/jobs/", "/de/jobs/", "/404.html"]));
});

for (const [language, paths] of [
  ["en", ["/", "/machines/metal-lbpf/"]],
  ["de", ["/de/jobs/", "/de/team/"]],
] as const) {
  test(`the cookie settings reopen the banner with the current choice on ${language} pages`, async ({
    page,
  }) => {
    for (const pagePath of paths) {
      await page.goto(pagePath);
      await expect(consentBanner(page, language)).toHaveCount(0);
      await settingsButton(page, language).click();
      await expect(consentBanner(page, language)).toBeVisible();
      await expect(consentBanner(page, language)).toContainText(
        translation(language, "common", "consent.currentDenied"),
      );
      await expect(consentBanner(page, language)).toBeFocused();
    }
  });
}

test.describe("answered in the banner", () => {
  // The fixture would store its answer again before every page: these tests answer once, as a visitor does.
  test.use({ consent: "unanswered" });

  test("a visitor who declined reopens the settings and accepts: the tag manager loads at once", async ({
    page,
  }) => {
    const requested = await answerTagManager(page);
    await page.goto("/team/");
    await consentBanner(page).getByRole("button", { name: "Decline" }).click();
    await expect(consentBanner(page)).toHaveCount(0);
    expect(requested).toEqual([]);
    await settingsButton(page).click();
    await consentBanner(page).getByRole("button", { name: "Accept" }).click();
    await expect(consentBanner(page)).toBeHidden();
    await expect.poll(() => requested).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-TEST001"]);
    await expect(settingsButton(page)).toBeFocused();

    // And on the next visit, without being asked.
    await page.reload();
    await expect.poll(() => requested).toHaveLength(2);
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test("a visitor who accepted withdraws: no tag manager on the next page, the analytics cookies removed", async ({
    page,
    context,
    baseURL,
  }) => {
    const requested = await answerTagManager(page);
    await context.addCookies([
      ...ANALYTICS_COOKIES.map((name) => ({ name, value: "GA1.1.123.456", url: baseURL })),
      { name: "i18n_redirected", value: "en", url: baseURL },
    ]);
    await page.goto("/academy/");
    await consentBanner(page).getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => requested).toHaveLength(1);
    await expect
      .poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan))
      .toBe(true);

    await settingsButton(page).click();
    const banner = consentBanner(page);
    await expect(banner).toContainText(translation("en", "common", "consent.currentGranted"));
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner).toHaveCount(0);
    await expect(settingsButton(page)).toBeFocused();

    // The cookies the site can remove are gone; the language cookie stays.
    expect(await cookieNames(context)).toEqual(["i18n_redirected@127.0.0.1"]);
    // The container still running in this page is told, in the tag manager's command form (the last
    // consent command; a page view may be pushed after it).
    const lastConsentCommand = await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer
        .filter(
          (entry): entry is ArrayLike<unknown> => typeof (entry as ArrayLike<unknown>)?.length === "number",
        )
        .map((entry) => Array.from(entry))
        .filter((command) => command[0] === "consent")
        .at(-1),
    );
    expect(lastConsentCommand).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);

    // The next page, reached by an ordinary link, is a new document without the container.
    await markDocument(page);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Team", exact: true })
      .click();
    await expect(page).toHaveURL(/\/team\/$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await isSameDocument(page)).toBe(false);
    // That page is fully running (its page view is pushed), and asked nothing of the tag manager's host.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: { pageType?: string }[] }).dataLayer ?? []).some(
            (entry) => entry.pageType === "PageView",
          ),
        ),
      )
      .toBe(true);
    expect(requested).toHaveLength(1);
    expect(
      await page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan),
    ).toBeUndefined();
    await expect(consentBanner(page)).toHaveCount(0);
  });
});

test.describe("after a decline", () => {
  test.use({ consent: "declined" });

  test("a keyboard user reaches the cookie settings with Tab, opens them with Enter and leaves with Escape", async ({
    page,
  }) => {
    await page.goto("/jobs/");
    // The stop before it: the last legal link.
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms and conditions" }).focus();
    await page.keyboard.press("Tab");
    const settings = settingsButton(page);
    await expect(settings).toBeFocused();
    await expect(settings).toHaveCSS("outline-style", "solid");

    await page.keyboard.press("Enter");
    await expect(consentBanner(page)).toBeFocused();
    await expect(consentBanner(page)).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Tab");
    await expect(consentBanner(page).getByRole("link", { name: "Privacy policy" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(consentBanner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();

    // The close button does the same.
    await page.keyboard.press("Enter");
    await consentBanner(page).getByRole("button", { name: "Close" }).click();
    await expect(consentBanner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
  });

  for (const language of LANGUAGES) {
    test(`the reopened banner has no WCAG 2.2 AA violations in ${language}`, async ({ page }) => {
      await page.goto(localizePath("/jobs/", language));
      await settingsButton(page, language).click();
      await expect(consentBanner(page, language)).toBeFocused();
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});

test.describe("after an accept", () => {
  test.use({ consent: "accepted" });

  test("withdrawing removes analytics cookies set for the parent domain too", async ({
    page,
    context,
    baseURL,
  }) => {
    // A host name with a parent domain, served by the test server: an IP address has no parent domain.
    const host = "http://www.consent.test";
    await context.route(`${host}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: new URL(url.pathname + url.search, baseURL).href });
      // A request the page gave up meanwhile (a prefetch cancelled by a navigation) has nobody to answer.
      await route.fulfill({ response }).catch((error: Error) => {
        if (!/has been disposed|already handled/.test(error.message)) throw error;
      });
    });
    await answerTagManager(page);
    await page.goto(`${host}/`);
    await page.evaluate(() => {
      document.cookie = "_ga=GA1.2.111.222; Domain=consent.test; Path=/";
      document.cookie = "_ga_TEST123=GS1.1.1; Domain=consent.test; Path=/";
      document.cookie = "_gid=GA1.2.333; Path=/";
      document.cookie = "site_note=kept; Domain=consent.test; Path=/";
    });
    // The browser took the parent-domain cookies: otherwise this test would prove nothing.
    expect(await cookieNames(context)).toEqual(
      expect.arrayContaining([
        "_ga@.consent.test",
        "_ga_TEST123@.consent.test",
        "_gid@www.consent.test",
        "site_note@.consent.test",
      ]),
    );

    await settingsButton(page).click();
    await consentBanner(page).getByRole("button", { name: "Decline" }).click();
    await expect(consentBanner(page)).toHaveCount(0);
    // Only the analytics cookies went; the site's own (the language cookie among them) stay.
    expect(await cookieNames(context)).toEqual(
      expect.arrayContaining(["site_note@.consent.test", "i18n_redirected@www.consent.test"]),
    );
    expect((await cookieNames(context)).filter((cookie) => cookie.startsWith("_g"))).toEqual([]);
    // The page may still be prefetching through the route; those answers are no longer wanted, and a fetch
    // cut off by the test's end must not fail the next test of this worker.
    await context.unrouteAll({ behavior: "ignoreErrors" });
  });
});
