import { expect, test } from "./support/test";

test.describe("machines dropdown", () => {
  test("opens over a 20 % black overlay and closes on a click outside", async ({ visitorPage: page }) => {
    await page.goto("/academy/");
    const toggle = page.getByRole("button", { name: "Machines" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const overlay = page.getByTestId("dropdown-overlay");
    await expect(overlay).toHaveCSS("background-color", "rgba(0, 0, 0, 0.2)");
    await expect(overlay).toHaveCSS("z-index", "992");
    await expect(page.getByRole("banner").getByRole("link", { name: "Metal LPBF" })).toBeVisible();
    await page.mouse.click(700, 700);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("link", { name: "Metal LPBF" })).toBeHidden();
  });

  test("closes on Escape and gives focus back to its button", async ({ visitorPage: page }) => {
    await page.goto("/academy/");
    const toggle = page.getByRole("button", { name: "Machines" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("closes when the visitor goes back", async ({ page }) => {
    await page.goto("/academy/");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Team" })
      .click();
    await expect(page).toHaveURL(/\/team\/$/);
    const toggle = page.getByRole("button", { name: "Machines" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.goBack();
    await expect(page).toHaveURL(/\/academy\/$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("leads to a machine page", async ({ visitorPage: page }) => {
    await page.goto("/de/");
    await page.getByRole("button", { name: "Maschinen" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Polymer-SLS" }).click();
    await expect(page).toHaveURL(/\/de\/machines\/polymer-sls\/$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("opens and closes, locking page scrolling while open", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await expect(
      page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Jobs" }),
    ).toBeVisible();
    await close.click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("body")).toHaveCSS("overflow", "visible");
  });

  test("closes and unlocks scrolling after following a link", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Academy" }).click();
    await expect(page).toHaveURL(/\/academy\/$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("body")).toHaveCSS("overflow", "visible");
  });
});

test("the skip link is the first stop of the keyboard and moves to the content", async ({
  visitorPage: page,
}) => {
  await page.goto("/testing/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
});

test("the footer shows the current year", async ({ visitorPage: page }) => {
  await page.goto("/");
  await expect(page.getByTestId("copyright-year")).toHaveText(String(new Date().getFullYear()));
});
