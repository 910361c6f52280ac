import { createHash } from "node:crypto";
import { jwtPayload } from "../src/sign-in/token-claims";
import { expect, test } from "./support/test";
import {
  OIDC_URL,
  accountMenu,
  signIn,
  signInAtProvider,
  signInButton,
  storedAuth,
  tokenRequests,
} from "./support/sign-in";

/**
 * Sign-in with keycloak-js against a real OpenID provider (oidc-provider in Keycloak's URL layout, started
 * by scripts/test/e2e.sh); the site is built with GATSBY_KEYCLOAK_URL/REALM pointing at it.
 */
const DAY = 24 * 60 * 60 * 1000;

test("a visitor signs in with PKCE S256 and comes back to the page they were on", async ({
  page,
  context,
}) => {
  const tokens = tokenRequests(page);
  const userinfo = page.waitForRequest(`${OIDC_URL}/protocol/openid-connect/userinfo`);
  await page.goto("/jobs/?view=open#postings");
  const site = new URL(page.url()).origin;
  const authorize = page.waitForRequest((request) =>
    request.url().startsWith(`${OIDC_URL}/protocol/openid-connect/auth`),
  );
  await signInButton(page).click();
  const query = new URL((await authorize).url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    client_id: "shop_frontend",
    response_type: "code",
    response_mode: "fragment",
    scope: "openid profile email",
    code_challenge_method: "S256",
    redirect_uri: `${site}/login/`,
  });
  expect(query.get("state")).toMatch(/^[\w-]{16,}$/);
  expect(query.get("nonce")).toMatch(/^[\w-]{16,}$/);

  await signInAtProvider(page);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\/\?view=open#postings$/);

  // The code is exchanged with the verifier whose SHA-256 is the challenge sent before.
  const exchange = tokens.find((body) => body.get("grant_type") === "authorization_code");
  const verifier = exchange?.get("code_verifier") ?? "";
  expect(verifier).toMatch(/^[\w.~-]{43,128}$/);
  expect(createHash("sha256").update(verifier).digest("base64url")).toBe(query.get("code_challenge"));
  expect(exchange?.get("client_id")).toBe("shop_frontend");

  // The profile comes from userinfo with a Bearer token.
  expect((await userinfo).headers()["authorization"]).toMatch(/^bearer [\w-]+\.[\w-]+\.[\w-]+$/i);

  // Tokens and their expirations live under auth.* keys in localStorage, never in cookies.
  const stored = await storedAuth(page);
  expect(stored["auth.strategy"]).toBe("keycloak");
  expect(jwtPayload(stored["auth._token.keycloak"])?.sub).toBe("staff");
  expect(Number(stored["auth._token_expiration.keycloak"])).toBeGreaterThan(Date.now() + 200_000);
  expect(Number(stored["auth._refresh_token_expiration.keycloak"])).toBeGreaterThan(Date.now() + 29 * DAY);
  const cookies = await context.cookies();
  expect(cookies.filter((cookie) => cookie.name.startsWith("auth.")).map((cookie) => cookie.name)).toEqual(
    [],
  );

  await accountMenu(page).click();
  await expect(page.getByRole("link", { name: /Shop/ })).toHaveAttribute("href", "https://shop.example.com");
  await expect(page.getByRole("link", { name: /Configurator/ })).toHaveAttribute(
    "href",
    "https://configurator.example.com",
  );
  await expect(page.getByRole("link", { name: /Account settings/ })).toHaveAttribute(
    "href",
    "https://account.example.com",
  );
});

test("a German visitor signs in and comes back to the German page", async ({ page }) => {
  await signIn(page, "/de/team/");
  await expect(page).toHaveURL(/\/de\/team\/$/);
  await accountMenu(page).click();
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
});

test("visitors who never sign in download no sign-in code", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  for (const path of ["/", "/jobs/", "/de/products/", "/login/"]) await page.goto(path);
  await page.waitForLoadState("networkidle");
  expect(requests.filter((url) => /keycloak/.test(url) || url.startsWith(OIDC_URL))).toEqual([]);
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(OIDC_URL));
  expect(requests.some((url) => /\/keycloak-[\w]+\.js$/.test(url))).toBe(true);
});
