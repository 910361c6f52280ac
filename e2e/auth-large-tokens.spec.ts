import { expect, test } from "./support/test";
import { builtPages } from "./support/built-pages";
import { languageOfPath, LANGUAGES, localizePath } from "./support/routes";
import { TOKEN_KEYS, signIn, storedAuth } from "./support/sign-in";

/**
 * Keycloak tokens grow with roles and claims. Kept in cookies, three of about 3 KB pushed a member of staff's
 * request headers past the server's limit and every page answered 400. The tokens live in localStorage
 * only; cookies of other applications on the same domain still travel with every request.
 */
const OTHER_APPLICATIONS_COOKIES = Array.from({ length: 3 }, (_, index) => ({
  name: `other_app_${index}`,
  value: "x".repeat(4000),
}));

for (const language of LANGUAGES) {
  test(`a member of staff with the largest tokens gets every ${language} page`, async ({ page, context }) => {
    const pages = builtPages().filter((path) => languageOfPath(path) === language);
    test.setTimeout(pages.length * 2_000 + 30_000);
    const site = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:8089");
    await context.addCookies(
      OTHER_APPLICATIONS_COOKIES.map((cookie) => ({ ...cookie, domain: site.hostname, path: "/" })),
    );
    await signIn(page, localizePath("/", language), "large");

    const stored = await storedAuth(page);
    const tokens = TOKEN_KEYS.map((key) => stored[key] ?? "");
    for (const [index, token] of tokens.entries())
      expect(token.length, TOKEN_KEYS[index]).toBeGreaterThan(3_072);

    // No auth.* cookie holds a token, or anything of a token's size.
    const authCookies = (await context.cookies()).filter((cookie) => cookie.name.startsWith("auth."));
    for (const cookie of authCookies) {
      expect(cookie.value.length, cookie.name).toBeLessThan(100);
      expect(cookie.value, cookie.name).not.toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
    }

    // page.request sends the browser context's cookies, as a reload or a link would.
    for (const path of pages) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });
}
