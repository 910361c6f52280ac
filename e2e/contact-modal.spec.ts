import { expect, test } from "./support/test";
import { wcagViolations } from "./support/axe";
import { received, token } from "./support/mail-endpoint";

/**
 * The contact modal the header and footer open on pages without a form, sending to the local mail endpoint
 * (e2e/support/mail-endpoint.ts).
 */

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

  test("opens by itself no earlier than 500 ms after load with ?contact-modal=1", async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector("[role='dialog']")) {
          (window as unknown as { dialogAt: number }).dialogAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/academy/?contact-modal=1");
    await expect(page.getByRole("dialog", { name: "Write to us" })).toBeVisible();
    const { dialogAt, loadAt } = await page.evaluate(() => ({
      dialogAt: (window as unknown as { dialogAt: number }).dialogAt,
      loadAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    }));
    expect(dialogAt - loadAt).toBeGreaterThanOrEqual(500);
  });

  test("stays closed with an empty ?contact-modal=", async ({ page }) => {
    await page.goto("/academy/?contact-modal=");
    // Well past the moment the modal would have opened.
    await page.waitForFunction(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return navigation.loadEventEnd > 0 && performance.now() > navigation.loadEventEnd + 1500;
    });
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
