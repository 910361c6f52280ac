import { expect, test } from "./support/test";
import { translation } from "./support/routes";

test("an unknown path answers 404 with the English not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-machine/");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
});

test("an unknown German path answers 404 with the German not-found page, also after hydration", async ({
  page,
}) => {
  const response = await page.goto("/de/keine-solche-seite/");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(translation("de", "common", "notFound.title"));
  // page.goto waited for hydration: after React took over, the page must still be German.
  await page.getByRole("link", { name: translation("de", "common", "notFound.home") }).waitFor();
  await expect(heading).toHaveText(translation("de", "common", "notFound.title"));
});

test("a German address the site does not have, reached without a page load, shows the German not-found page", async ({
  page,
}) => {
  await page.goto("/de/");
  // Gatsby's own navigation, as a link would take it: the page's data is not there, so its browser code
  // shows the not-found page's data, which must speak the address's language.
  await page.evaluate(() =>
    (window as unknown as { ___navigate(to: string): void }).___navigate("/de/gibt-es-nicht/"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    translation("de", "common", "notFound.title"),
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});
