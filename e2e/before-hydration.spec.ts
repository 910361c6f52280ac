import type { Locator, Page, Route } from "@playwright/test";
import { localizePath } from "../src/shared/i18n/languages";
import { accountMenu, OIDC_URL, signInAtProvider } from "./support/sign-in";
import { translation, type Language } from "./support/routes";
import { expect, test } from "./support/test";

/**
 * Every control works from its first paint (docs/browser-behaviour.md):
 * with the site's scripts blocked (JavaScript failed or off), and with them held back until the tap has
 * landed (a slow phone or network, without a timer: the tap is certain to come first), each header control
 * reaches its goal or its fallback, and controls that need script are not shown.
 */

const AUTHORIZE = `${OIDC_URL}/protocol/openid-connect/auth`;
const SITE_SCRIPT = `${process.env.E2E_BASE_URL ?? "http://127.0.0.1:8089"}/**/*.js`;

/** Aborts every script of the site: the page stays as served. */
async function blockScripts(page: Page): Promise<void> {
  await page.route(SITE_SCRIPT, (route) => route.abort());
}

/** Holds every script of the site until `release()`; from then on they load as usual. */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(SITE_SCRIPT, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Opens `path` as served, before (or without) any script. */
async function openServed(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
}

const label = (language: Language, key: string, ns = "common") => translation(language, ns, key);
const header = (page: Page) => page.getByRole("banner");
const expectPath = (page: Page, path: string) =>
  expect
    .poll(() => new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash)
    .toBe(path);

for (const language of ["en", "de"] as const) {
  const at = (path: string) => localizePath(path, language);

  test.describe(`header controls before the code runs (${language})`, () => {
    const controls: { name: string; control: (page: Page) => Locator; goal: string }[] = [
      {
        name: "machines",
        control: (page) => header(page).getByRole("link", { name: label(language, "nav.machines") }),
        goal: at("/machines/"),
      },
      {
        name: "search",
        control: (page) =>
          header(page).getByRole("link", { name: label(language, "search.open"), exact: true }),
        goal: at("/search/"),
      },
      {
        name: "contact",
        control: (page) =>
          header(page).getByRole("link", { name: label(language, "contactModal.open"), exact: true }),
        goal: at("/#contact"),
      },
      {
        name: "sign-in",
        control: (page) =>
          header(page).getByRole("link", { name: label(language, "auth.signIn"), exact: true }),
        goal: `${at("/login/")}?return=${encodeURIComponent(at("/jobs/"))}#start`,
      },
    ];

    for (const { name, control, goal } of controls) {
      test(`${name}, scripts blocked: a click reaches ${goal}`, async ({ page }) => {
        await blockScripts(page);
        await openServed(page, at("/jobs/"));
        await control(page).click();
        await expectPath(page, goal);
      });

      test(`${name}, scripts late: a click before they run is not lost, and they take over after`, async ({
        page,
      }) => {
        const scripts = await holdScripts(page);
        await openServed(page, at("/jobs/"));
        await control(page).click();
        await expectPath(page, goal);
        await scripts.release();
        if (name === "sign-in") {
          // The sign-in page starts signing in once its code runs.
          await page.waitForURL((url) => url.href.startsWith(`${OIDC_URL}/interaction/`));
        } else {
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        }
      });
    }

    test("the contact fallback shows the contact section", async ({ page }) => {
      await blockScripts(page);
      await openServed(page, at("/jobs/"));
      await header(page)
        .getByRole("link", { name: label(language, "contactModal.open"), exact: true })
        .click();
      await expect(page.locator("#contact")).toBeInViewport();
    });
  });

  test.describe(`on a phone before the code runs (${language})`, () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test("a tap on the menu leads to the footer's site map, whose links lead on", async ({ page }) => {
      await blockScripts(page);
      await openServed(page, at("/jobs/"));
      await header(page)
        .getByRole("link", { name: label(language, "nav.openMenu") })
        .tap();
      const siteMap = page.getByRole("navigation", { name: label(language, "footer.siteMap") });
      await expect(siteMap).toBeInViewport();
      await siteMap.getByRole("link", { name: label(language, "nav.team") }).tap();
      await expectPath(page, at("/team/"));
    });

    test("a tap on the menu before the code runs is not lost; after it, the menu opens", async ({ page }) => {
      const scripts = await holdScripts(page);
      await openServed(page, at("/jobs/"));
      await header(page)
        .getByRole("link", { name: label(language, "nav.openMenu") })
        .tap();
      await expectPath(page, `${at("/jobs/")}#site-map`);
      await scripts.release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await header(page)
        .getByRole("button", { name: label(language, "nav.openMenu") })
        .tap();
      await expect(page.getByRole("navigation", { name: label(language, "nav.mobile") })).toBeVisible();
    });

    test("a tap on search and on sign-in reaches their pages", async ({ page }) => {
      await blockScripts(page);
      await openServed(page, at("/jobs/"));
      await header(page)
        .getByRole("link", { name: label(language, "search.open"), exact: true })
        .tap();
      await expectPath(page, at("/search/"));
      await header(page)
        .getByRole("link", { name: label(language, "auth.signIn"), exact: true })
        .tap();
      await expectPath(page, `${at("/login/")}?return=${encodeURIComponent(at("/search/"))}#start`);
    });
  });
}

test.describe("controls that need script", () => {
  test("the slideshow's controls are hidden until they work, in the place they will take", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await openServed(page, "/");
    await page.evaluate(() => document.fonts.ready);
    const controls = page
      .locator("[data-awaits-script]")
      .filter({ has: page.locator("button") })
      .first();
    await expect(controls).toBeHidden();
    await expect(page.getByRole("button", { name: "Pause the slideshow" })).toHaveCount(0);
    const before = await controls.boundingBox();
    expect(before?.height).toBeGreaterThan(0);
    await scripts.release();
    const pause = page.getByRole("button", { name: "Pause the slideshow" });
    await expect(pause).toBeVisible();
    const after = await pause.locator("..").boundingBox();
    expect(after).toEqual(before);
  });

  test("the cookie settings button is hidden until it works", async ({ page }) => {
    await blockScripts(page);
    await openServed(page, "/de/jobs/");
    await expect(page.getByText("Cookie-Einstellungen")).toBeHidden();
    await expect(page.getByRole("contentinfo").getByRole("button")).toHaveCount(0);
  });

  test("the search shortcut is announced only once it works", async ({ page }) => {
    const scripts = await holdScripts(page);
    await openServed(page, "/jobs/");
    const search = header(page).getByRole("link", { name: "Search", exact: true });
    await expect(search).not.toHaveAttribute("aria-keyshortcuts");
    await scripts.release();
    await expect(header(page).getByRole("button", { name: "Search", exact: true })).toHaveAttribute(
      "aria-keyshortcuts",
      "/ Control+K",
    );
  });

  test("a video's play control leads to the video on YouTube", async ({ page }) => {
    await blockScripts(page);
    await page.route("https://www.youtube.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>YouTube</title>" }),
    );
    await openServed(page, "/machines/metal-lbpf/");
    await page.getByRole("link", { name: /^Play video:/ }).click();
    await expect(page).toHaveURL(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  });
});

test.describe("the sign-in page", () => {
  test("its button pressed before the code runs starts signing in once it runs", async ({ page }) => {
    const scripts = await holdScripts(page);
    await openServed(page, `/login/?return=${encodeURIComponent("/team/")}`);
    await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
    const authorize = page.waitForRequest((request) => request.url().startsWith(AUTHORIZE));
    await scripts.release();
    await authorize;
    await signInAtProvider(page);
    await expect(accountMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/team\/$/);
  });

  test("back from the provider, it shows its button and does not start again", async ({ page }) => {
    await page.goto(`/login/?return=${encodeURIComponent("/team/")}#start`, { waitUntil: "commit" });
    await page.waitForURL((url) => url.href.startsWith(`${OIDC_URL}/interaction/`));
    const started: string[] = [];
    page.on("request", (request) => request.url().startsWith(AUTHORIZE) && started.push(request.url()));
    await page.goBack();
    await expectPath(page, `/login/?return=${encodeURIComponent("/team/")}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("main").getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(started).toEqual([]);
  });
});
