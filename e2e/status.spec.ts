import { expect, test, type Page } from "./support/test";
import { LANGUAGES, localizePath, translation, type Language } from "./support/routes";

const bar = (page: Page) => page.getByRole("progressbar", { includeHidden: true });

/** Holds every request for a page's page-data until `release` is called. */
async function holdPageData(page: Page, pathname: string) {
  const held: { continue(): Promise<void> }[] = [];
  let releasing = false;
  await page.route(`**/page-data${pathname}page-data.json`, (route) =>
    releasing ? route.continue() : void held.push(route),
  );
  return {
    requested: () => held.length > 0,
    release: async () => {
      releasing = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const academyLink = (page: Page, language: Language) =>
  page
    .getByRole("navigation", { name: translation(language, "common", "nav.main") })
    .getByRole("link", { name: translation(language, "common", "nav.academy") });

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test("a visitor who loses the connection is told so, and told briefly when it is back", async ({
      page,
      context,
    }) => {
      await page.clock.install();
      await page.goto(localizePath("/academy/", language));
      // The polite live region is in the page from the start, empty while all is well.
      const region = page.getByRole("status").and(page.locator("[data-connection]"));
      await expect(region).toBeEmpty();
      await context.setOffline(true);
      await expect(region).toHaveText(translation(language, "common", "pageStatus.offline"));
      await context.setOffline(false);
      await expect(region).toHaveText(translation(language, "common", "pageStatus.online"));
      await page.clock.fastForward(5000);
      await expect(region).toBeEmpty();
    });

    test("a visitor whose next page is slow sees a loading bar grow, wait and finish", async ({ page }) => {
      const pageData = await holdPageData(page, localizePath("/academy/", language));
      await page.goto(localizePath("/", language));
      await expect(bar(page)).toHaveAttribute("data-state", "idle");
      await expect(bar(page)).toBeHidden();
      await academyLink(page, language).click();
      const loading = page.getByRole("progressbar", {
        name: translation(language, "common", "pageStatus.loading"),
      });
      await expect(loading).toBeVisible();
      await expect(loading).toHaveAttribute("data-state", /started|increasing/);
      await expect.poll(async () => Number(await loading.getAttribute("aria-valuenow"))).toBeGreaterThan(10);
      await expect(loading).toHaveAttribute("data-state", "paused", { timeout: 15_000 });
      await expect(loading).toHaveAttribute("aria-valuenow", "90");
      expect(pageData.requested()).toBe(true);
      await pageData.release();
      await expect(
        page.getByRole("heading", { level: 1, name: translation(language, "academy", "hero.title") }),
      ).toBeVisible();
      await expect(bar(page)).toHaveAttribute("data-state", "idle");
      await expect(bar(page)).toBeHidden();
    });

    test("a visitor whose next page fails to load sees the bar turn to a failure", async ({ page }) => {
      const target = localizePath("/academy/", language);
      await page.route(`**/page-data${target}page-data.json`, (route) => route.abort());
      // Gatsby then loads the page in full at once, so the failed bar is on screen only briefly: the page
      // notes each phase the bar shows, with its label, text and colour, where the next page can read it.
      await page.addInitScript(() => {
        const note = (bar: Element) => {
          const seen = JSON.parse(sessionStorage.getItem("bar-phases") ?? "[]") as unknown[];
          seen.push({
            state: bar.getAttribute("data-state"),
            label: bar.getAttribute("aria-label"),
            text: bar.getAttribute("aria-valuetext"),
            shown: !bar.hasAttribute("hidden") && bar.getBoundingClientRect().height === 4,
            colour: bar.firstElementChild && getComputedStyle(bar.firstElementChild).backgroundColor,
          });
          sessionStorage.setItem("bar-phases", JSON.stringify(seen));
        };
        new MutationObserver((changes) =>
          changes.forEach((change) => note(change.target as Element)),
        ).observe(document, { subtree: true, attributeFilter: ["data-state"] });
      });
      await page.goto(localizePath("/", language));
      await academyLink(page, language).click();
      await expect(
        page.getByRole("heading", { level: 1, name: translation(language, "academy", "hero.title") }),
      ).toBeVisible();
      const phases = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem("bar-phases") ?? "[]") as unknown[],
      );
      expect(phases).toContainEqual({
        state: "failed",
        label: translation(language, "common", "pageStatus.loading"),
        text: translation(language, "common", "pageStatus.loadFailed"),
        shown: true,
        colour: "rgb(198, 40, 40)",
      });
    });
  });
}

test("with reduced motion the loading bar appears but does not grow", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const pageData = await holdPageData(page, "/academy/");
  await page.clock.install();
  await page.goto("/");
  await academyLink(page, "en").click();
  await page.clock.runFor(1500);
  const loading = page.getByRole("progressbar", { name: "Loading page" });
  await expect(loading).toHaveAttribute("data-state", "started");
  await page.clock.runFor(5000);
  await expect(loading).toHaveAttribute("data-state", "started");
  await expect(loading).toHaveAttribute("aria-valuenow", "10");
  // The site's reduced-motion rule shortens every transition to 0.01 ms.
  await expect(loading.locator("div")).toHaveCSS("transition-duration", /^(0s|1e-05s)$/);
  await pageData.release();
  await expect(
    page.getByRole("heading", { level: 1, name: translation("en", "academy", "hero.title") }),
  ).toBeVisible();
});
