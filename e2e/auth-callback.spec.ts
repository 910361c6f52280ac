import { expect, test } from "./support/test";
import { translation } from "./support/routes";
import { OIDC_URL, signInAtProvider, signInButton, storedAuth, tokenRequests } from "./support/sign-in";

/** The provider's answer at /login/ signs a visitor in only if it belongs to a sign-in started here. */
const STATE_MISMATCH = translation("en", "common", "auth.errors.stateMismatch");

test("a callback with a tampered state signs nobody in", async ({ page }) => {
  const tokens = tokenRequests(page);
  await page.route(`${OIDC_URL}/protocol/openid-connect/auth?**`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("state", "forged-state-0123456789");
    return route.continue({ url: url.href });
  });
  await page.goto("/");
  await signInButton(page).click();
  await signInAtProvider(page);
  await page.waitForURL(/\/login\//);
  await expect(page.getByRole("alert")).toHaveText(new RegExp(STATE_MISMATCH.slice(0, 40)));
  expect(tokens).toEqual([]);
  expect(await storedAuth(page)).toEqual({});
  await expect(signInButton(page)).toBeVisible();
});

test("a forged callback that never started here signs nobody in", async ({ page }) => {
  await page.goto("/de/login/#state=never-started-here&code=forged-code&iss=x");
  await expect(page.getByRole("alert")).toHaveText(
    new RegExp(translation("de", "common", "auth.errors.stateMismatch").slice(0, 40)),
  );
  expect(await storedAuth(page)).toEqual({});
});
