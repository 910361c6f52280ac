import { expect, type Page } from "@playwright/test";
import { languageOfPath } from "../../src/shared/i18n/languages";
import { translation, type Language } from "./routes";

/** The test OpenID provider scripts/test/e2e.sh starts (scripts/test/servers/oidc/server.mjs) and its accounts. */
export const OIDC_URL = process.env.OIDC_URL ?? "http://127.0.0.1:8094/realms/lpbf";
export const ACCOUNTS = {
  staff: { username: "staff@example.com", password: "staff-password", name: "Sample Staff" },
  brief: { username: "brief@example.com", password: "brief-password", name: "Brief Session" },
  /** Roles and groups enough to make each token over 3 KB (scripts/test/servers/oidc/accounts.mjs). */
  large: { username: "large@example.com", password: "large-password", name: "Large Tokens" },
  /** The one account with the realm role content-editor: it may edit the site at /admin/. */
  editor: { username: "editor@example.com", password: "editor-password", name: "Erika Editor" },
} as const;
export type AccountName = keyof typeof ACCOUNTS;

/** Pages only signed-in visitors see; others are sent to the provider from them. */
export const SIGN_IN_REQUIRED = ["/account/", "/de/account/"];

/** Fills the provider's sign-in form the site has sent the browser to. */
export async function signInAtProvider(page: Page, account: AccountName = "staff"): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(`${OIDC_URL}/interaction/`));
  await page.getByLabel("Username or email").fill(ACCOUNTS[account].username);
  await page.getByLabel("Password").fill(ACCOUNTS[account].password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The header's menu button of a signed-in visitor. */
export function accountMenu(page: Page, account: AccountName = "staff") {
  return page.getByRole("button", { name: new RegExp(ACCOUNTS[account].name) });
}

/** The header's sign-in button of a signed-out visitor, labelled in the page's language. */
export function signInButton(page: Page, language: Language = "en") {
  const label = translation(language, "common", "auth.signIn");
  return page.getByRole("banner").getByRole("button", { name: label, exact: true });
}

/** Signs in from the header of `path` and waits until the site shows the visitor signed in. */
export async function signIn(page: Page, path = "/", account: AccountName = "staff"): Promise<void> {
  await page.goto(path);
  await signInButton(page, languageOfPath(path)).click();
  await signInAtProvider(page, account);
  await expect(accountMenu(page, account)).toBeVisible();
}

export const TOKEN_URL = `${OIDC_URL}/protocol/openid-connect/token`;

/** The bodies of the page's requests to the provider's token endpoint, collected from now on. */
export function tokenRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on("request", (request) => {
    if (request.url() === TOKEN_URL) {
      seen.push(new URLSearchParams(request.postData() ?? ""));
    }
  });
  return seen;
}

/** The keys under which the site stores the three tokens. */
export const TOKEN_KEYS = ["auth._token.keycloak", "auth._refresh_token.keycloak", "auth._id_token.keycloak"];

/** The `auth.*` entries of the site's localStorage. */
export async function storedAuth(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(Object.entries({ ...localStorage }).filter(([key]) => key.startsWith("auth."))),
  );
}
