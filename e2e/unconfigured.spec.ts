import { expect, test } from "./support/test";
import { translation } from "./support/routes";

/**
 * The build without the optional services (the WordPress stage of scripts/test/test.sh sets none of the
 * GATSBY_* variables): no sign-in, no consent banner, no tag manager.
 */
test.use({ consent: "unanswered" });

test("without sign-in settings there is no sign-in button and the login page says so", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toHaveCount(0);
  await page.goto("/de/login/");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    translation("de", "common", "login.notConfigured"),
  );
  expect(requests.filter((url) => /keycloak/.test(url))).toEqual([]);
});

test("a page that requires sign-in says that no strategy is set", async ({ page }) => {
  await page.goto("/account/");
  await expect(page.getByRole("alert")).toHaveText(/No strategy is set!/);
  await expect(page).toHaveURL(/\/account\/$/);
});

test("without a tag manager id there is no consent banner, data layer or tag manager script", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs\/$/);
  await expect(page.getByRole("region", { name: translation("en", "common", "consent.title") })).toHaveCount(
    0,
  );
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
  // Nothing to consent to, so no cookie settings in the footer either.
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(
    page.getByRole("button", { name: translation("en", "common", "consent.settings") }),
  ).toHaveCount(0);
  expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
  expect(requests.filter((url) => url.includes("googletagmanager"))).toEqual([]);
});
