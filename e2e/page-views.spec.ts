import site from "../data/site.json";
import { expect, test, type Page } from "./support/test";
import { wcagViolations } from "./support/axe";
import { answerTagManager } from "./support/tag-manager";
import { LANGUAGES, localizePath, translation, type Language } from "./support/routes";

interface PageView {
  routeName: string;
  pageType: string;
  pageUrl: string;
  pageTitle: string;
  pushedAfterRouteChange: number;
}

/**
 * Records, in the page, when the URL last changed (history.pushState, and the page's start for the first
 * one) and how long after that each page view was pushed.
 */
async function recordPageViews(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __routeChangedAt: number; dataLayer: object[] };
    state.__routeChangedAt = 0;
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History["pushState"]>) => {
      state.__routeChangedAt = performance.now();
      pushState(...args);
    };
    const layer: object[] = [];
    layer.push = (...entries: object[]) =>
      Array.prototype.push.apply(
        layer,
        entries.map((entry) => ({
          ...entry,
          pushedAfterRouteChange: performance.now() - state.__routeChangedAt,
        })),
      );
    state.dataLayer = layer;
  });
}

async function pageViews(page: Page): Promise<PageView[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.pageType === "PageView",
    ),
  ) as unknown as Promise<PageView[]>;
}

const title = (language: Language, ns: string, key = "meta.title") =>
  site.titleTemplate.replace("%s", translation(language, ns, key));

for (const language of LANGUAGES) {
  test(`each page a visitor opens in ${language} is pushed once to the data layer with its own title`, async ({
    page,
  }) => {
    await recordPageViews(page);
    await page.goto(localizePath("/", language));
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect((await pageViews(page))[0]).toMatchObject({
      routeName: `index___${language}`,
      pageType: "PageView",
      pageUrl: localizePath("/", language),
      pageTitle: title(language, "home"),
    });

    const navigation = page.getByRole("navigation", { name: translation(language, "common", "nav.main") });
    const steps = [
      { label: "nav.academy", ns: "academy", path: "/academy/", route: "academy" },
      { label: "nav.team", ns: "team", path: "/team/", route: "team" },
      { label: "nav.jobs", ns: "jobs", path: "/jobs/", route: "jobs" },
    ];
    for (const [index, step] of steps.entries()) {
      await navigation
        .getByRole("link", { name: translation(language, "common", step.label), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(step.path, language)}$`));
      await expect.poll(() => pageViews(page)).toHaveLength(index + 2);
      const view = (await pageViews(page))[index + 1];
      expect(view).toMatchObject({
        routeName: `${step.route}___${language}`,
        pageType: "PageView",
        pageUrl: localizePath(step.path, language),
        pageTitle: title(language, step.ns),
      });
      // Not before the delay: the new page's title is set only after the route changes.
      expect(view.pushedAfterRouteChange).toBeGreaterThanOrEqual(245);
    }
  });
}

test.describe("consent banner", () => {
  test.use({ consent: "unanswered" });

  test("the tag manager loads only after the visitor accepts, and again on the next visit", async ({
    page,
  }) => {
    const requested = await answerTagManager(page);
    await recordPageViews(page);
    await page.goto("/academy/");
    const banner = page.getByRole("region", { name: translation("en", "common", "consent.title") });
    await expect(banner).toBeVisible();
    // The page is fully running (its page view was pushed), and still nothing has been asked of Google.
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect(requested).toEqual([]);

    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => requested).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-TEST001"]);
    // The external script runs under the page's Content Security Policy.
    await expect
      .poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan))
      .toBe(true);
    const layer = await page.evaluate(
      () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer,
    );
    expect(layer.map((entry) => entry.event)).toEqual(["nuxtRoute", "gtm.js"]);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => requested).toHaveLength(2);
    await expect(banner).toBeHidden();
  });

  test("a visitor who declines is not asked again and the tag manager never loads", async ({ page }) => {
    const requested = await answerTagManager(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: translation("en", "common", "consent.title") });
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner).toBeHidden();

    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Team", exact: true })
      .click();
    await expect(page).toHaveURL(/\/team\/$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    await expect(banner).toBeHidden();
    expect(requested).toEqual([]);
  });

  test("German pages ask in German", async ({ page }) => {
    await page.goto("/de/jobs/");
    const banner = page.getByRole("region", { name: translation("de", "common", "consent.title") });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Akzeptieren" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Ablehnen" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/de/privacy/",
    );
  });

  test("a keyboard user reaches both answers after the skip link, sees the focus and can move on", async ({
    page,
  }) => {
    await page.goto("/academy/");
    const banner = page.getByRole("region", { name: "Statistics on this website" });
    // The banner's code is a chunk of its own, loaded after the page: wait until it shows.
    await expect(banner).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Privacy policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    const accept = page.getByRole("button", { name: "Accept" });
    await expect(accept).toBeFocused();
    await expect(accept).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Decline" })).toBeFocused();
    // Not a trap: the next stop is the header.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Aconity3D – home page" })).toBeFocused();

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await expect(page.locator("main")).toBeFocused();
  });

  for (const language of LANGUAGES) {
    test(`the open banner has no WCAG 2.2 AA violations in ${language}`, async ({ page }) => {
      await page.goto(localizePath("/", language));
      await expect(
        page.getByRole("region", { name: translation(language, "common", "consent.title") }),
      ).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});

test.describe("what a page view never carries", () => {
  test.use({ consent: "accepted" });

  test("a draft preview loads no tag manager, counts no page view, and its token leaves the address bar", async ({
    page,
  }) => {
    const requested = await answerTagManager(page);
    await recordPageViews(page);
    await page.goto("/preview/?post=1&token=eyJwIjoxfQ.c2lnbmF0dXJl");
    await expect(page).toHaveURL(/\/preview\/\?post=1$/);
    // The page's code ran to its end: it asked WordPress and says the link opens nothing.
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    expect(requested).toEqual([]);
    const layer = await page.evaluate(() =>
      JSON.stringify((window as { dataLayer?: unknown }).dataLayer ?? []),
    );
    expect(layer).not.toContain("eyJwIjoxfQ");
    expect(await pageViews(page)).toEqual([]);
  });

  for (const callback of [
    "/login/#state=s-123&session_state=ss-456&code=c-789&iss=http%3A%2F%2F127.0.0.1%3A8094",
    "/login/?state=s-123&session_state=ss-456&code=c-789&iss=x&utm_source=mail",
  ]) {
    test(`the page view of the sign-in callback ${callback.slice(7, 8) === "#" ? "(fragment)" : "(query)"} carries neither code nor state`, async ({
      page,
    }) => {
      await answerTagManager(page);
      await recordPageViews(page);
      await page.goto(callback);
      await expect.poll(() => pageViews(page)).toHaveLength(1);
      const [view] = await pageViews(page);
      expect(view.pageUrl).toBe(callback.includes("utm_source") ? "/login/?utm_source=mail" : "/login/");
      const layer = await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown }).dataLayer));
      for (const secret of ["s-123", "ss-456", "c-789"]) expect(layer).not.toContain(secret);
    });
  }
});
