import { CONTACT_MODAL_DELAY_MS } from "../src/contact/contact-modal-query";
import { expect, test, type Page } from "./support/test";
import { wcagViolations } from "./support/axe";
import { received, token } from "./support/mail-endpoint";

/**
 * The contact modal the header and footer open on pages without a form, sending to the local mail endpoint
 * (e2e/support/mail-endpoint.ts).
 */

/** Any fixed moment: the page's clock starts there. */
const CLOCK_START = new Date("2026-01-05T09:00:00Z").getTime();

/**
 * Loads `url` on a page whose clock (Playwright's) stands still from the start, so a timer the page sets
 * at its load event fires only when the test moves the clock on with runFor, not after some real time.
 * Until the page is hydrated, the zero-delay timers Gatsby starts React with are run as they come.
 */
async function loadWithStoppedClock(page: Page, url: string): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1000);
  // The fixture's goto would wait for hydration, which needs those timers run: wait here instead.
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return page.locator("html[data-hydrated]").count();
    })
    .toBe(1);
  await page.waitForLoadState("load");
}

// The tests share one endpoint: each marks its message with a token and looks only for that.
test.describe.configure({ mode: "default" });

test.describe("contact modal", () => {
  test("opens from the header, traps the focus, closes on Escape and gives the focus back", async ({
    page,
  }) => {
    await page.goto("/academy/");
    const opener = page.getByRole("banner").getByRole("button", { name: "Contact" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Write to us" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Send message" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("opens from the footer and closes with its close button", async ({ page }) => {
    await page.goto("/de/academy/");
    const opener = page.getByRole("contentinfo").getByRole("button", { name: "Kontaktformular" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Schreiben Sie uns" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("is sent by keyboard from the modal", async ({ page }) => {
    const mark = token();
    await page.goto("/academy/");
    await page.getByRole("banner").getByRole("button", { name: "Contact" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
    await page.keyboard.type("Ada");
    await page.keyboard.press("Tab");
    await page.keyboard.type("sam@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`From the modal ${mark}`);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await dialog.getByLabel("Email", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("status")).toContainText("Thank you!");
    const sent = await received(mark);
    expect(sent).toHaveLength(1);
    // XMLHttpRequest has no referrer policy of its own: the site's strict-origin-when-cross-origin lets
    // the mail service learn the origin at most, never the page.
    expect([null, `${new URL(page.url()).origin}/`]).toContain(sent[0].headers.referer);
  });

  test("opens by itself no earlier than its delay after load with ?contact-modal=1", async ({ page }) => {
    await loadWithStoppedClock(page, "/academy/?contact-modal=1");
    const dialog = page.getByRole("dialog", { name: "Write to us" });
    await page.clock.runFor(CONTACT_MODAL_DELAY_MS - 1);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(1);
    // The modal's code is a chunk of its own: let the page run at real speed while it arrives.
    await page.clock.resume();
    await expect(dialog).toBeVisible();
  });

  test("stays closed with an empty ?contact-modal=", async ({ page }) => {
    await page.clock.install();
    await page.goto("/academy/?contact-modal=");
    // Well past the moment the modal would have opened.
    await page.clock.runFor(CONTACT_MODAL_DELAY_MS * 3);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a page without a form loads no form code until the modal opens", async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push({ url: response.url(), body: await response.text().catch(() => "") });
      }
    });
    await page.goto("/academy/", { waitUntil: "networkidle" });
    // Markers that survive minification: a react-hook-form option name and yup's error name.
    const formCode = (body: string) => body.includes("shouldUnregister") || body.includes("ValidationError");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => formCode(script.body)).map((script) => script.url)).toEqual([]);
    await page.getByRole("banner").getByRole("button", { name: "Contact" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(() => scripts.filter((script) => formCode(script.body)).length).toBeGreaterThan(0);
  });
});

test.describe("accessibility of the rendered forms", () => {
  test("the open modal has no WCAG 2.2 AA violations", async ({ page }) => {
    await page.goto("/academy/");
    await page.getByRole("banner").getByRole("button", { name: "Contact" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});
