import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { WORDPRESS_ADMIN_SECONDS, WORDPRESS_URL } from "./publishing";

/**
 * Signs in as the test WordPress's administrator and waits for an admin page's admin bar.
 *
 * The login page focuses and selects the user name 200 ms after it loads (wp-login.php's
 * `wp_attempt_focus`); on a busy machine that timer can fire while the password is typed, which then
 * lands in the user-name field and the sign-in fails. So the fields are filled only once it has run.
 */
export async function signInToWordPress(page: Page): Promise<void> {
  const [user, password] = readFileSync(
    path.join(process.env.WP_STATE_DIR ?? "/tmp/wp-test", "admin-password"),
    "utf8",
  )
    .trim()
    .split(":");
  await page.goto(`${WORDPRESS_URL}/wp-login.php`);
  const userField = page.locator("#user_login");
  await expect(userField, "the login page focused its user field").toBeFocused();
  await userField.fill(user);
  await page.locator("#user_pass").fill(password);
  await page.locator("#wp-submit").click();
  await page
    .waitForURL((url) => !url.pathname.endsWith("/wp-login.php"), {
      timeout: WORDPRESS_ADMIN_SECONDS * 1000,
    })
    .catch(async (error) => {
      const refusal = await page
        .locator("#login_error")
        .textContent()
        .catch(() => null);
      throw new Error(`WordPress did not sign the administrator in: ${refusal?.trim() || error}`);
    });
  await expect(page.locator("#wpadminbar")).toBeVisible({ timeout: WORDPRESS_ADMIN_SECONDS * 1000 });
}
