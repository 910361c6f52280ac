import { expect, test, type Page } from "./support/test";
import type { Route } from "@playwright/test";
import { PROVIDER_TIME_LIMIT_MS } from "../src/sign-in/time-limit";
import { translation } from "./support/routes";
import {
  type AccountName,
  ACCOUNTS,
  TOKEN_URL,
  accountMenu,
  signIn,
  signInButton,
  storedAuth,
} from "./support/sign-in";

/**
 * A provider outage is not a sign-out: network errors, 5xx and time-outs keep the session, say so, and
 * are retried with back-off; only a refused refresh (400 invalid_grant) ends the session.
 */
const UNREACHABLE = translation("en", "common", "auth.errors.unreachable");
const EXPIRED = translation("en", "common", "auth.errors.expired");
const CHECKING = translation("en", "common", "auth.checking");

type Outage = "503" | "aborted connection" | "no answer";
const OUTAGES: Outage[] = ["503", "aborted connection", "no answer"];

/** Until the message shows: a refresh that never answers takes the whole time limit. */
const NOTICED = PROVIDER_TIME_LIMIT_MS + 10_000;
/** Until the retry after the outage has succeeded: the back-off's early steps plus a time limit. */
const RECOVERED = PROVIDER_TIME_LIMIT_MS + 15_000;

/** Makes the provider's token endpoint fail as `outage` does, until `end()` is called. */
async function breakTokenEndpoint(page: Page, outage: Outage) {
  const held: Route[] = [];
  let calls = 0;
  const handler = async (route: Route) => {
    calls += 1;
    if (outage === "503") {
      // With the CORS headers Keycloak sends, so the site sees the status, not only a failed request.
      const origin = route.request().headers()["origin"] ?? "*";
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true" },
        body: JSON.stringify({ error: "temporarily_unavailable" }),
      });
    } else if (outage === "aborted connection") await route.abort("connectionreset");
    else held.push(route);
  };
  await page.route(TOKEN_URL, handler);
  return {
    calls: () => calls,
    async end() {
      await page.unroute(TOKEN_URL, handler);
      for (const route of held.splice(0)) await route.abort("connectionclosed").catch(() => undefined);
    },
  };
}

/** The message about the outage, wherever the page shows it. */
const outageNotice = (page: Page) => page.getByText(UNREACHABLE);

for (const outage of OUTAGES) {
  test(`a page load during an outage (${outage}) keeps the session and recovers by itself`, async ({
    page,
  }) => {
    test.setTimeout(NOTICED + RECOVERED + 30_000);
    await signIn(page, "/jobs/");
    const before = await storedAuth(page);
    const broken = await breakTokenEndpoint(page, outage);
    // A page load with a stored session restores it, refreshing the tokens once.
    await page.goto("/account/");
    // The account page shows the account, not "Checking…" forever.
    await expect(outageNotice(page)).toBeVisible({ timeout: NOTICED });
    await expect(page.getByText(CHECKING)).toHaveCount(0);
    await expect(page.getByRole("main").getByText(ACCOUNTS.staff.username)).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
    expect(await storedAuth(page)).toEqual(before);
    expect(broken.calls()).toBeGreaterThan(0);

    await broken.end();
    await expect(outageNotice(page)).toHaveCount(0, { timeout: RECOVERED });
    await expect(accountMenu(page)).toBeVisible();
    expect((await storedAuth(page))["auth._token.keycloak"]).not.toBe(before["auth._token.keycloak"]);
  });

  test(`a refresh during an outage (${outage}) keeps the session and recovers by itself`, async ({
    page,
  }) => {
    test.setTimeout(NOTICED + RECOVERED + 40_000);
    // The provider gives this account 8 s access tokens: the site refreshes after about 5 s.
    const account: AccountName = "brief";
    await signIn(page, "/jobs/", account);
    const before = await storedAuth(page);
    const broken = await breakTokenEndpoint(page, outage);
    await expect(outageNotice(page)).toBeVisible({ timeout: 8_000 + NOTICED });
    await expect(accountMenu(page, account)).toBeVisible();
    expect((await storedAuth(page))["auth._refresh_token.keycloak"]).toBe(
      before["auth._refresh_token.keycloak"],
    );

    await broken.end();
    await expect(outageNotice(page)).toHaveCount(0, { timeout: RECOVERED });
    await expect(accountMenu(page, account)).toBeVisible();
    await expect
      .poll(async () => (await storedAuth(page))["auth._token.keycloak"])
      .not.toBe(before["auth._token.keycloak"]);
  });
}

test("a refresh refused with invalid_grant ends the session with the message", async ({ page }) => {
  await signIn(page, "/jobs/", "brief");
  await page.route(TOKEN_URL, (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      headers: {
        "Access-Control-Allow-Origin": route.request().headers()["origin"] ?? "*",
        "Access-Control-Allow-Credentials": "true",
      },
      body: JSON.stringify({ error: "invalid_grant", error_description: "Token is not active" }),
    }),
  );
  await expect(page.getByText(EXPIRED)).toBeVisible({ timeout: 15_000 });
  await expect(signInButton(page)).toBeVisible();
  expect(await storedAuth(page)).toEqual({});
});
