import { expect, test, type Page } from "./support/test";
import { translation } from "./support/routes";
import { OIDC_URL, accountMenu, signIn, signInAtProvider, signInButton, storedAuth } from "./support/sign-in";

/**
 * Bad stored data never blanks the site: malformed cookies, garbage under the session's keys, storage that
 * refuses writes or is blocked altogether. The page renders and works, and sign-in says what is wrong.
 */
const UNREADABLE = translation("en", "common", "auth.errors.unreadable");
const STORAGE_UNAVAILABLE = translation("en", "common", "auth.errors.storageUnavailable");

/** Errors thrown in the page that nothing caught. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

async function expectWorkingPage(page: Page, errors: Error[]) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible();
  expect(errors.map(String)).toEqual([]);
}

test("malformed auth cookies neither break the page nor sign-in, and are removed", async ({
  page,
  context,
}) => {
  const site = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:8089");
  await context.addCookies(
    ["auth.strategy", "auth._token.keycloak", "auth.redirect"].map((name) => ({
      name,
      value: "%E0",
      domain: site.hostname,
      path: "/",
    })),
  );
  const errors = pageErrors(page);
  await page.goto("/jobs/");
  await expectWorkingPage(page, errors);
  await expect
    .poll(async () => (await context.cookies()).filter((c) => c.name.startsWith("auth.")))
    .toEqual([]);
  await signInButton(page).click();
  await signInAtProvider(page);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\/$/);
});

const GARBAGE: Record<string, Record<string, string>> = {
  "garbage as the strategy": { "auth.strategy": "garbage" },
  "invalid JSON as the access token": {
    "auth.strategy": "keycloak",
    "auth._token.keycloak": '{"access_token":',
    "auth._refresh_token.keycloak": '{"refresh_token":',
  },
  "tokens that are no JWTs": {
    "auth.strategy": "keycloak",
    "auth._token.keycloak": "%E0.%E0.%E0",
    "auth._refresh_token.keycloak": "a.b.c",
    "auth._token_expiration.keycloak": "soon",
    "auth._refresh_token_expiration.keycloak": "later",
  },
};

for (const [name, entries] of Object.entries(GARBAGE)) {
  test(`a stored session with ${name} is cleared with a message, and sign-in works`, async ({ page }) => {
    await page.goto("/");
    await page.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, entries);
    const errors = pageErrors(page);
    await page.goto("/account/", { waitUntil: "commit" });
    // Signed out: the account page offers to sign in instead of sending the visitor away unasked.
    await expect(page.getByText(UNREADABLE)).toBeVisible();
    await expectWorkingPage(page, errors);
    expect(await storedAuth(page)).toEqual({});
    await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await signInAtProvider(page);
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(accountMenu(page)).toBeVisible();
  });
}

test("a localStorage that refuses every write: the site works and sign-in says why it cannot", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  const errors = pageErrors(page);
  await page.goto("/jobs/");
  await expectWorkingPage(page, errors);
  await signInButton(page).click();
  await expect(page.getByText(STORAGE_UNAVAILABLE)).toBeVisible();
  expect(page.url().startsWith(OIDC_URL)).toBe(false);
  expect(errors.map(String)).toEqual([]);
});

test("with cookies and site data blocked the site works and sign-in says why it cannot", async ({ page }) => {
  // What Chromium does when a visitor blocks cookies and site data: reading either storage throws, and
  // document.cookie reads empty and ignores writes.
  await page.addInitScript(() => {
    const denied = () => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    };
    Object.defineProperty(window, "localStorage", { get: denied, configurable: true });
    Object.defineProperty(window, "sessionStorage", { get: denied, configurable: true });
    Object.defineProperty(Document.prototype, "cookie", {
      get: () => "",
      set: () => undefined,
      configurable: true,
    });
  });
  const errors = pageErrors(page);
  await page.goto("/de/jobs/");
  await expectWorkingPage(page, errors);
  await signInButton(page, "de").click();
  await expect(page.getByText(translation("de", "common", "auth.errors.storageUnavailable"))).toBeVisible();
  expect(page.url().startsWith(OIDC_URL)).toBe(false);
  expect(errors.map(String)).toEqual([]);
});

test("a visitor signed in before tokens left the cookies keeps the session, and the token cookies go", async ({
  page,
  context,
}) => {
  await signIn(page, "/");
  const stored = await storedAuth(page);
  // What earlier versions wrote beside localStorage.
  const site = new URL(page.url());
  await context.addCookies(
    Object.entries(stored).map(([name, value]) => ({ name, value, domain: site.hostname, path: "/" })),
  );
  await page.goto("/team/");
  await expect(accountMenu(page)).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).filter((c) => c.name.startsWith("auth.")))
    .toEqual([]);
});
