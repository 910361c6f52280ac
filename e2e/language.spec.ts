import { expect, test, type BrowserContext } from "./support/test";
import { translation } from "./support/routes";

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "i18n_redirected");
}

test.describe("first visit with a German browser", () => {
  test.use({ locale: "de-DE" });

  test("lands on the German page and remembers German for a year", async ({ page, context }) => {
    await page.goto("/jobs/?ref=newsletter#benefits");
    await expect(page).toHaveURL(/\/de\/jobs\/\?ref=newsletter#benefits$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const cookie = await languageCookie(context);
    expect(cookie?.value).toBe("de");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.secure).toBe(false);
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  test("with the cookie set to English stays on the English page", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "i18n_redirected", value: "en", url: baseURL! }]);
    await page.goto("/jobs/");
    await expect(page).toHaveURL(/\/jobs\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("every browser language counts, not only the first", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "languages", { get: () => ["fr-FR", "fr", "de"] });
  });
  await page.goto("/team/");
  await expect(page).toHaveURL(/\/de\/team\/$/);
});

test("a browser without a site language gets English and no redirect", async ({ page, context }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "languages", { get: () => ["fr-FR", "it"] });
  });
  await page.goto("/team/");
  await expect(page).toHaveURL(/\/team\/$/);
  expect((await languageCookie(context))?.value).toBe("en");
});

test("a German link is honoured for an English browser", async ({ page }) => {
  await page.goto("/de/academy/");
  await expect(page).toHaveURL(/\/de\/academy\/$/);
});

test("the switcher goes to the same page in the other language, keeping query and hash", async ({
  page,
  context,
}) => {
  await page.goto("/consulting/?source=ad#approach");
  await page.getByRole("link", { name: "German" }).click();
  await expect(page).toHaveURL(/\/de\/consulting\/\?source=ad#approach$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    translation("de", "consulting", "hero.title"),
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect((await languageCookie(context))?.value).toBe("de");

  await page.getByRole("link", { name: "Englisch" }).click();
  await expect(page).toHaveURL(/\/consulting\/\?source=ad#approach$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await languageCookie(context))?.value).toBe("en");
});
