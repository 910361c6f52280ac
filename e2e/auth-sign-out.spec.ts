import { expect, test } from "./support/test";
import { OIDC_URL, accountMenu, signIn, signInAtProvider, signInButton, storedAuth } from "./support/sign-in";

/** Signing out ends the session here, at the provider and in the visitor's other tabs. */

test("signing out clears the session and ends it at the provider", async ({ page }) => {
  await signIn(page, "/team/");
  const site = new URL(page.url()).origin;
  const logout = page.waitForRequest((request) =>
    request.url().startsWith(`${OIDC_URL}/protocol/openid-connect/logout`),
  );
  await accountMenu(page).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  const query = new URL((await logout).url()).searchParams;
  expect(query.get("client_id")).toBe("shop_frontend");
  expect(query.get("post_logout_redirect_uri")).toBe(`${site}/`);
  await page.waitForURL((url) => url.pathname === "/" && !url.href.startsWith(OIDC_URL));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(signInButton(page)).toBeVisible();
  expect(await storedAuth(page)).toEqual({});
  // The provider asks for the password again: its session is over, not just ours.
  await signInButton(page).click();
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("signing out on the account page goes home instead of starting a new sign-in", async ({ page }) => {
  await page.goto("/account/", { waitUntil: "commit" });
  await signInAtProvider(page);
  await page.waitForURL((url) => url.pathname === "/account/");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/" && !url.href.startsWith(OIDC_URL));
  await expect(signInButton(page)).toBeVisible();
  expect(await storedAuth(page)).toEqual({});
});

test("signing out in one tab signs the visitor out in the others", async ({ page, context }) => {
  await signIn(page, "/");
  const other = await context.newPage();
  await other.goto("/jobs/");
  await expect(accountMenu(other)).toBeVisible();
  await accountMenu(page).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(signInButton(other)).toBeVisible();
});
