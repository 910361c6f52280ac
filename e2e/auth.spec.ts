import { createHash } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { translation } from "./support/routes";
import { ACCOUNTS, OIDC_URL, accountMenu, signIn, signInAtProvider, storedAuth } from "./support/sign-in";

/**
 * Sign-in with keycloak-js against a real OpenID provider (oidc-provider in Keycloak's URL layout, started
 * by scripts/e2e.sh); the site is built with GATSBY_KEYCLOAK_URL/REALM pointing at it.
 */
const EXPIRED = translation("en", "common", "auth.errors.expired");
const STATE_MISMATCH = translation("en", "common", "auth.errors.stateMismatch");
const DAY = 24 * 60 * 60 * 1000;

function tokenRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on("request", (request) => {
    if (request.url() === `${OIDC_URL}/protocol/openid-connect/token`) {
      seen.push(new URLSearchParams(request.postData() ?? ""));
    }
  });
  return seen;
}

const jwtPayload = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString());

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
  await page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true }).click();
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
  expect(jwtPayload(stored["auth._token.keycloak"]).sub).toBe("staff");
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
  await expect(later.getByRole("banner").getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
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
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  expect(await storedAuth(page)).toEqual({});
});

test("a callback with a tampered state signs nobody in", async ({ page }) => {
  const tokens = tokenRequests(page);
  await page.route(`${OIDC_URL}/protocol/openid-connect/auth?**`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("state", "forged-state-0123456789");
    return route.continue({ url: url.href });
  });
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true }).click();
  await signInAtProvider(page);
  await page.waitForURL(/\/login\//);
  await expect(page.getByRole("alert")).toHaveText(new RegExp(STATE_MISMATCH.slice(0, 40)));
  expect(tokens).toEqual([]);
  expect(await storedAuth(page)).toEqual({});
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("a forged callback that never started here signs nobody in", async ({ page }) => {
  await page.goto("/de/login/#state=never-started-here&code=forged-code&iss=x");
  await expect(page.getByRole("alert")).toHaveText(
    new RegExp(translation("de", "common", "auth.errors.stateMismatch").slice(0, 40)),
  );
  expect(await storedAuth(page)).toEqual({});
});

// Dot segments that a browser resolves away, leaving `//evil.example/` (a protocol-relative address).
const DOT_SEGMENT_RETURN_PATHS = [
  "/.//evil.example/",
  "/..//evil.example/",
  "/%2e//evil.example/",
  "/a/..//evil.example/",
  "/a/%2e%2e//evil.example/",
  "/.%2f%2fevil.example/",
];

const UNSAFE_RETURN_PATHS = [
  "//evil.example/",
  "///evil.example/",
  "/\\evil.example/",
  "\\\\evil.example/",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(document.domain)",
  "data:text/html,hello",
  "evil.example",
  "/%2F%2Fevil.example/",
  "%2F%2Fevil.example",
  "/%5Cevil.example/",
  "/%255C%255Cevil.example/",
  "/%252F%252Fevil.example",
  "/%09/evil.example",
  "/%0d%0aLocation:%20https://evil.example",
  "/\t/evil.example",
  ...DOT_SEGMENT_RETURN_PATHS,
  // The same once more percent-encoded: the site must not decode its way into another host.
  ...DOT_SEGMENT_RETURN_PATHS.map(encodeURIComponent),
];

test(`there are at least 15 unsafe return paths to try (${UNSAFE_RETURN_PATHS.length})`, () => {
  expect(UNSAFE_RETURN_PATHS.length).toBeGreaterThanOrEqual(15);
});

// Each unsafe value is refused where it enters: the site remembers nothing for it before it leaves for the
// provider (an aborted trip there leaves the page as it was, so what was stored can be read). What a sign-in
// with nothing remembered does, and that a value stored anyway is not followed, the tests below show.
// One page for all values, each trying one sign-in page (a fresh browser page per value cost four times
// the check); every value that is remembered is reported.
test("no unsafe return path is remembered", async ({ page }) => {
  test.setTimeout(UNSAFE_RETURN_PATHS.length * 4_000);
  await page.route(`${OIDC_URL}/protocol/openid-connect/auth?**`, (route) => route.abort("aborted"));
  for (const unsafe of UNSAFE_RETURN_PATHS) {
    await page.goto(`/login/?return=${encodeURIComponent(unsafe)}`);
    const stopped = page.waitForEvent("requestfailed", (request) => request.url().startsWith(OIDC_URL));
    await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await stopped;
    const remembered = await page.evaluate(() => localStorage.getItem("auth.redirect"));
    expect.soft(remembered, `remembered for ${JSON.stringify(unsafe)}`).toBeNull();
    // The next value starts as a first sign-in (the consent answer is stored again on every page).
    await page.evaluate(() => localStorage.clear());
  }
});

test("a sign-in from an unsafe return path lands on the home page", async ({ page }) => {
  await page.goto(`/login/?return=${encodeURIComponent(DOT_SEGMENT_RETURN_PATHS[0])}`);
  const site = new URL(page.url()).origin;
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await signInAtProvider(page);
  await page.waitForURL((url) => url.origin === site && url.pathname === "/");
  await expect(accountMenu(page)).toBeVisible();
});

for (const tampered of ["//evil.example/", ...DOT_SEGMENT_RETURN_PATHS]) {
  test(`a stored return path tampered to ${JSON.stringify(tampered)} is not followed either`, async ({
    page,
  }) => {
    await page.goto("/login/");
    const site = new URL(page.url()).origin;
    await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
    // Tampered with while the visitor is away at the provider, as a script on the domain could.
    await page.waitForURL((url) => url.href.startsWith(`${OIDC_URL}/interaction/`));
    await page.context().addInitScript((value) => {
      if (location.pathname === "/login/" && location.hash.includes("state="))
        localStorage.setItem("auth.redirect", value);
    }, tampered);
    await signInAtProvider(page);
    await page.waitForURL((url) => url.origin === site && url.pathname === "/");
    await expect(accountMenu(page)).toBeVisible();
  });
}

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
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  expect(await storedAuth(page)).toEqual({});
  // The provider asks for the password again: its session is over, not just ours.
  await page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("the account page sends a signed-out visitor to sign in and back, and shows what their scopes open", async ({
  page,
}) => {
  // Not waiting for hydration: the page leaves for the provider as soon as it has hydrated.
  await page.goto("/de/account/", { waitUntil: "commit" });
  await signInAtProvider(page, "brief");
  await expect(page).toHaveURL(/\/de\/account\/$/);
  await expect(page.getByText(ACCOUNTS.brief.username)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Shop öffnen/ })).toBeVisible();
  // This account has the shop scope only.
  await expect(page.getByRole("main").getByRole("link", { name: /Konfigurator öffnen/ })).toHaveCount(0);
});

test("the sign-in page sends a signed-in visitor home", async ({ page }) => {
  await signIn(page, "/jobs/");
  await page.goto("/login/");
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toBeVisible();
  await page.goto("/de/login/");
  await expect(page).toHaveURL(/\/de\/$/);
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

test("signing out on the account page goes home instead of starting a new sign-in", async ({ page }) => {
  await page.goto("/account/", { waitUntil: "commit" });
  await signInAtProvider(page);
  await page.waitForURL((url) => url.pathname === "/account/");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/" && !url.href.startsWith(OIDC_URL));
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  expect(await storedAuth(page)).toEqual({});
});

test("signing out in one tab signs the visitor out in the others", async ({ page, context }) => {
  await signIn(page, "/");
  const other = await context.newPage();
  await other.goto("/jobs/");
  await expect(accountMenu(other)).toBeVisible();
  await accountMenu(page).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(other.getByRole("banner").getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});
