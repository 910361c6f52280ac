import { expect, test } from "./support/test";
import { OIDC_URL, accountMenu, signInAtProvider } from "./support/sign-in";

/** After signing in, the visitor goes back to the page they came from, and never to another site. */

// One value of each kind the site refuses: __tests__/sign-in/return-path.test.ts tries every spelling of
// each against safeReturnPath itself; here the browser shows that the site calls it where a value enters
// and where a stored one is read.
const DOT_SEGMENT_RETURN_PATH = "/a/%2e%2e//evil.example/";

const UNSAFE_RETURN_PATHS = [
  "//evil.example/",
  "/\\evil.example/",
  "https://evil.example/",
  "javascript:alert(document.domain)",
  "/%2F%2Fevil.example/",
  "/%0d%0aLocation:%20https://evil.example",
  "/.//evil.example/",
  DOT_SEGMENT_RETURN_PATH,
  // Once more percent-encoded: the site must not decode its way into another host.
  encodeURIComponent(DOT_SEGMENT_RETURN_PATH),
];

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
  await page.goto(`/login/?return=${encodeURIComponent(DOT_SEGMENT_RETURN_PATH)}`);
  const site = new URL(page.url()).origin;
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await signInAtProvider(page);
  await page.waitForURL((url) => url.origin === site && url.pathname === "/");
  await expect(accountMenu(page)).toBeVisible();
});

for (const tampered of ["//evil.example/", DOT_SEGMENT_RETURN_PATH]) {
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
