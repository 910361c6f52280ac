import { createHash, createHmac, randomBytes } from "node:crypto";
import { EDITING_SECONDS, openEditor } from "./support/editing";
import { ACCOUNTS, OIDC_URL, TOKEN_URL, signInAtProvider } from "./support/sign-in";
import { expect, test } from "./support/test";
import type { Browser } from "@playwright/test";

/**
 * The editor's door as an attacker tries it, through nginx against the live site of scripts/test/e2e-live.sh
 * and the test OpenID provider (docs/editing.md): who holds which secret, which token
 * opens what.
 */
test.describe.configure({ timeout: EDITING_SECONDS * 1000 });

const origin = () => new URL(test.info().project.use.baseURL ?? "").origin;
const JOBS = { action: "entriesByFolder", params: { folder: "data/jobs" } };

/**
 * An access token of `clientId` for the editor's account, taken as any page of that client could take it:
 * the authorization code flow with PKCE at the provider, in a browser context of its own (a new sign-in),
 * the code read off the redirect.
 */
async function accessTokenOf(browser: Browser, clientId: string, redirectPath: string): Promise<string> {
  const verifier = randomBytes(32).toString("base64url");
  const redirectUri = `${origin()}${redirectPath}`;
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "openid profile email",
    state: randomBytes(8).toString("hex"),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  });
  const context = await browser.newContext();
  // The provider redirects there with the code in the address. The site's own page is not loaded: its
  // sign-in would redeem the code first (a code is good once), and on a busy machine it sometimes did.
  await context.route(
    (url) => url.href.startsWith(redirectUri),
    (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>code</title>" }),
  );
  const page = await context.newPage();
  await page.goto(`${OIDC_URL}/protocol/openid-connect/auth?${query}`, { waitUntil: "commit" });
  await signInAtProvider(page, "editor");
  await page.waitForURL((url) => url.href.startsWith(redirectUri), { waitUntil: "commit" });
  const code = new URL(page.url()).searchParams.get("code") ?? "";
  const response = await context.request.post(TOKEN_URL, {
    form: {
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    },
  });
  expect(response.status()).toBe(200);
  const { access_token: token } = await response.json();
  await context.close();
  return token;
}

test("the public site's token of an editor (client shop_frontend, with the role) opens no editor session", async ({
  browser,
  request,
}) => {
  const openSession = async (token: string) =>
    request.post("/api/content/session", {
      headers: { Origin: origin(), Authorization: `Bearer ${token}` },
    });
  const publicToken = await accessTokenOf(browser, "shop_frontend", "/login/");
  const refused = await openSession(publicToken);
  expect(refused.status()).toBe(401);
  expect(refused.headers()["set-cookie"]).toBeUndefined();
  // The same person through the editor's own client is let in: the refusal is the client's, not the person's.
  const editorToken = await accessTokenOf(browser, "site_editor", "/admin/");
  const accepted = await openSession(editorToken);
  expect(accepted.status()).toBe(200);
  expect((await accepted.json()).name).toBe(ACCOUNTS.editor.name);
});

test("a session cookie minted from PUBLISH_SECRET (which WordPress holds), valid until 2100, opens nothing", async ({
  request,
}) => {
  const secret = process.env.PUBLISH_SECRET ?? "";
  expect(secret.length).toBeGreaterThanOrEqual(32);
  const key = createHmac("sha256", secret).update("content-editor-session").digest();
  const now = Math.floor(Date.now() / 1000);
  const data = Buffer.from(
    JSON.stringify({
      subject: "intruder",
      name: "Anyone",
      email: null,
      sid: "x",
      iat: now,
      exp: 4_102_444_800,
    }),
  ).toString("base64url");
  const value = `${data}.${createHmac("sha256", key).update(data).digest("base64url")}`;
  const response = await request.post("/api/content", {
    headers: { Origin: origin(), Cookie: `site_editor=${value}` },
    data: JOBS,
  });
  expect(response.status()).toBe(401);
});

test("a session cookie copied before Sign out opens nothing after it", async ({ page, playwright }) => {
  await openEditor(page);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "site_editor");
  expect(cookie).toBeDefined();
  const thief = await playwright.request.newContext({
    baseURL: origin(),
    extraHTTPHeaders: { Origin: origin(), Cookie: `site_editor=${cookie?.value}` },
  });
  expect((await thief.post("/api/content", { data: JOBS })).status()).toBe(200);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/" && !url.href.startsWith(OIDC_URL));
  expect((await thief.post("/api/content", { data: JOBS })).status()).toBe(401);
  await thief.dispose();
});
