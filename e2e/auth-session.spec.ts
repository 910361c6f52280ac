import { expect, test } from "./support/test";
import { translation } from "./support/routes";
import { OIDC_URL, accountMenu, signIn, signInButton, storedAuth, tokenRequests } from "./support/sign-in";

/** A signed-in visitor's session: kept over reloads, its token refreshed in time, ended when it expires. */
const EXPIRED = translation("en", "common", "auth.errors.expired");
const DAY = 24 * 60 * 60 * 1000;

test("a reload keeps the session, refreshing the token once", async ({ page }) => {
  await signIn(page, "/team/");
  const before = await storedAuth(page);
  const tokens = tokenRequests(page);
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  expect(tokens.map((body) => body.get("grant_type"))).toEqual(["refresh_token"]);
  await expect
    .poll(async () => (await storedAuth(page))["auth._token.keycloak"])
    .not.toBe(before["auth._token.keycloak"]);
});

test("the access token is refreshed before it expires", async ({ page }) => {
  // The provider gives this account 8 s access tokens.
  await signIn(page, "/", "brief");
  const first = await storedAuth(page);
  const expiresAt = Number(first["auth._token_expiration.keycloak"]);
  const refreshes: number[] = [];
  page.on("request", (request) => {
    if (
      request.url().endsWith("/protocol/openid-connect/token") &&
      request.postData()?.includes("refresh_token")
    ) {
      refreshes.push(Date.now());
    }
  });
  await expect.poll(() => refreshes.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(refreshes[0]).toBeLessThan(expiresAt);
  await expect
    .poll(async () => Number((await storedAuth(page))["auth._token_expiration.keycloak"]))
    .toBeGreaterThan(expiresAt);
  await expect(accountMenu(page, "brief")).toBeVisible();
});

test("a visitor who comes back after both tokens expired is signed out and told why", async ({
  page,
  context,
}) => {
  await signIn(page, "/");
  await page.close();
  const later = await context.newPage();
  const tokens = tokenRequests(later);
  await later.clock.install({ time: Date.now() + 31 * DAY });
  await later.goto("/jobs/");
  await expect(later.getByRole("alert")).toHaveText(new RegExp(EXPIRED.replace(/\./g, "\\.")));
  await expect(signInButton(later)).toBeVisible();
  expect(await storedAuth(later)).toEqual({});
  expect(tokens).toEqual([]);
});

test("a refresh the provider refuses ends the session with the message", async ({ page }) => {
  await signIn(page, "/");
  const stored = await storedAuth(page);
  // Revoke the refresh token at the provider, as an administrator ending the session would.
  const revoked = await page.request.post(`${OIDC_URL}/protocol/openid-connect/revoke`, {
    form: { token: stored["auth._refresh_token.keycloak"], client_id: "shop_frontend" },
  });
  expect(revoked.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("alert")).toContainText(EXPIRED);
  await expect(signInButton(page)).toBeVisible();
  expect(await storedAuth(page)).toEqual({});
});
