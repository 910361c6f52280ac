import type { Locator } from "@playwright/test";
import { wcagViolations } from "./support/axe";
import { openSearch, searchFor } from "./support/search";
import { accountMenu, signIn, signInButton } from "./support/sign-in";
import { answerTagManager } from "./support/tag-manager";
import { LANGUAGES, localizePath, translation, type Language } from "./support/routes";
import { expect, test, type Page } from "./support/test";

/**
 * The main flows as a screen reader meets them, in both languages: each state's accessibility tree (roles,
 * names, states, live regions) is committed under e2e/aria/ and was reviewed as a screen-reader user would
 * read it; a change to what is announced fails here until its snapshot is reviewed and updated
 * (`npx playwright test -c e2e/playwright.config.ts screen-reader --update-snapshots`, with the servers of
 * scripts/test/e2e.sh). Every state is also free of axe's WCAG 2.2 AA violations.
 */

/**
 * Checks `region` against its snapshot `<flow>-<language>.aria.yml`, and the page against axe once it has
 * settled: a menu's items fading in or an image still appearing under its text are not what a visitor
 * reads, so axe's answer is awaited until it holds (a real violation stays and fails at the time limit).
 */
async function announces(page: Page, region: Locator, name: string): Promise<void> {
  await expect(region).toMatchAriaSnapshot({ name: `${name}.aria.yml` });
  await expect.poll(() => wcagViolations(page), { timeout: 15_000 }).toEqual([]);
}

for (const language of LANGUAGES) {
  const t = (key: string, ns = "common") => translation(language, ns, key);
  const at = (path: string) => localizePath(path, language);
  const banner = (page: Page) => page.getByRole("banner");

  test.describe(`screen reader (${language})`, () => {
    test("header navigation and the machines dropdown", async ({ page }) => {
      await page.goto(at("/jobs/"));
      await announces(page, banner(page), `header-${language}`);
      await banner(page)
        .getByRole("button", { name: t("nav.machines") })
        .click();
      await announces(page, banner(page), `header-machines-open-${language}`);
      await page.keyboard.press("Escape");
      await expect(banner(page).getByRole("button", { name: t("nav.machines") })).toBeFocused();
    });

    test("the mobile menu", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto(at("/jobs/"));
      await banner(page)
        .getByRole("button", { name: t("nav.openMenu") })
        .click();
      const menu = page.getByRole("navigation", { name: t("nav.mobile") });
      await expect(menu).toBeVisible();
      await announces(page, banner(page), `mobile-menu-open-${language}`);
    });

    test("the search dialog with results", async ({ page }) => {
      await openSearch(page, at("/"));
      await searchFor(page, language === "en" ? "AlSi10Mg" : "Pulverbettfusion", language);
      await announces(page, page.getByRole("dialog"), `search-results-${language}`);
    });

    test("a material's typical values and a machine's specifications", async ({ page }) => {
      await page.goto(at("/materials/alsi10mg/"));
      const values = page.getByRole("region", {
        name: t("datasheet.values.title", "applicationcenter"),
        exact: true,
      });
      await announces(page, values, `datasheet-values-${language}`);
      await page.goto(at("/products/aconity-mini/"));
      const specifications = page.getByRole("region", {
        name: t("labels.specifications.title", "product"),
        exact: true,
      });
      await announces(page, specifications, `machine-specifications-${language}`);
    });

    test("a comparison of two machines, differences marked", async ({ page }) => {
      await page.goto(at("/compare/machines/?machines=aconity-mini,aconity-midi"));
      const chooser = page.getByRole("group", { name: t("machines.legend", "compare") });
      await expect(chooser.getByRole("checkbox", { checked: true })).toHaveCount(2);
      await announces(page, page.getByRole("main"), `comparison-${language}`);
    });

    test("the language switch", async ({ page }) => {
      await page.goto(at("/team/"));
      const switcher = page.getByRole("list", { name: t("language.switcher") });
      await announces(page, switcher, `language-switch-${language}`);
      const other = LANGUAGES.find((candidate) => candidate !== language)!;
      await switcher.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${localizePath("/team/", other)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
    });

    test("the contact modal with an error and a success", async ({ page }) => {
      await page.goto(at("/jobs/"));
      await banner(page)
        .getByRole("button", { name: t("contactModal.open"), exact: true })
        .click();
      const dialog = page.getByRole("dialog");
      const send = dialog.getByRole("button", { name: t("send", "forms") });
      await expect(send).toBeVisible();
      await announces(page, dialog, `contact-modal-${language}`);
      await send.click();
      await expect(dialog.getByLabel(t("fields.name", "forms"), { exact: true })).toBeFocused();
      await announces(page, dialog, `contact-modal-errors-${language}`);
      await fillContact(dialog, language);
      await send.click();
      await expect(dialog.getByRole("status").filter({ hasText: t("sent.title", "forms") })).toBeVisible();
      await announces(page, dialog, `contact-modal-sent-${language}`);
    });

    test("the contact form with an error and a success", async ({ page }) => {
      await page.goto(at("/"));
      const section = page.locator("#contact");
      const send = section.getByRole("button", { name: t("send", "forms") });
      await send.click();
      await expect(section.getByLabel(t("fields.name", "forms"), { exact: true })).toBeFocused();
      await announces(page, section, `contact-form-errors-${language}`);
      await fillContact(section, language);
      await send.click();
      await expect(section.getByRole("status").filter({ hasText: t("sent.title", "forms") })).toBeVisible();
      await announces(page, section, `contact-form-sent-${language}`);
    });

    test("the quote form with an error and a success", async ({ page }) => {
      await page.goto(at("/get-quote/"));
      const section = page.locator("#quote-request");
      const send = section.getByRole("button", { name: t("sendQuote", "forms") });
      await send.click();
      await expect(section.getByLabel(t("fields.product", "forms"), { exact: true })).toBeFocused();
      await announces(page, section, `quote-form-errors-${language}`);
      await section
        .getByLabel(t("fields.product", "forms"), { exact: true })
        .selectOption({ label: "AconityMIDI" });
      await section.getByLabel(t("fields.quantity", "forms"), { exact: true }).fill("2");
      await fillContact(section, language, { company: false, subject: false });
      await send.click();
      await expect(section.getByRole("status").filter({ hasText: t("sent.title", "forms") })).toBeVisible();
      await announces(page, section, `quote-form-sent-${language}`);
    });

    test.describe("consent", () => {
      test.use({ consent: "unanswered" });

      test("the consent banner and its settings", async ({ page }) => {
        await answerTagManager(page);
        await page.goto(at("/team/"));
        const consent = page.getByRole("region", { name: t("consent.title") });
        await announces(page, consent, `consent-banner-${language}`);
        await consent.getByRole("button", { name: t("consent.accept") }).click();
        await expect(consent).toBeHidden();
        await page
          .getByRole("contentinfo")
          .getByRole("button", { name: t("consent.settings") })
          .click();
        await expect(consent).toBeFocused();
        await announces(page, consent, `consent-settings-${language}`);
      });
    });

    test("sign-in and sign-out", async ({ page }) => {
      await page.goto(at("/team/"));
      await expect(signInButton(page, language)).toBeVisible();
      await announces(page, banner(page), `signed-out-${language}`);
      await signIn(page, at("/team/"));
      await accountMenu(page).click();
      await announces(page, banner(page), `account-menu-${language}`);
      await banner(page)
        .getByRole("button", { name: t("auth.signOut") })
        .click();
      await page.waitForURL((url) => url.pathname === at("/"));
      await expect(signInButton(page, language)).toBeVisible();
      await announces(page, banner(page), `signed-out-again-${language}`);
    });
  });
}

/** The contact fields every form has, filled with the same text each run (the snapshots hold them). */
async function fillContact(
  form: Locator,
  language: Language,
  fields: { company?: boolean; subject?: boolean } = { company: true, subject: true },
) {
  const label = (key: string) => translation(language, "forms", `fields.${key}`);
  await form.getByLabel(label("name"), { exact: true }).fill("Sam Sample");
  await form.getByLabel(label("email"), { exact: true }).fill("sam@example.com");
  if (fields.company) await form.getByLabel(label("company"), { exact: true }).fill("Analytical Engines Ltd");
  if (fields.subject) await form.getByLabel(label("subject"), { exact: true }).selectOption("machines");
  await form.getByLabel(label("message"), { exact: true }).fill("Please call me back.");
  await form.getByRole("checkbox", { name: label("consent") }).check();
}
