import { expect, test } from "./support/test";
import { ACCOUNTS, accountMenu, signIn, signInAtProvider } from "./support/sign-in";

/** Pages that depend on the session: the account page needs a sign-in, the sign-in page does not. */

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
