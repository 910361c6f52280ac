import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";

/**
 * The contact form, the contact modal and the quote request against the local mail endpoint
 * (scripts/mail-endpoint.mjs, started by scripts/e2e.sh; the build must use
 * GATSBY_MAIL_API_URL=http://127.0.0.1:8093, as scripts/test.sh builds it).
 */
const MAIL = process.env.MAIL_ENDPOINT_URL ?? "http://127.0.0.1:8093";

interface Received {
  headers: { accept: string; referer: string | null };
  fields: Record<string, string[]>;
  files: { field: string; filename: string; size: number; text: string }[];
}

// The tests share one endpoint: each marks its message with a token and looks only for that.
test.describe.configure({ mode: "default" });

function token(): string {
  return `token-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

async function received(mark: string): Promise<Received[]> {
  const all = (await (await fetch(`${MAIL}/__received`)).json()) as Received[];
  return all.filter((entry) => JSON.stringify(entry.fields).includes(mark));
}

async function failNext(mode: "500" | "drop" | "not-json", match: string) {
  const response = await fetch(`${MAIL}/__fail`, { method: "POST", body: JSON.stringify({ mode, match }) });
  expect(response.ok).toBe(true);
}

async function fillContactForm(page: Page, mark: string) {
  const form = page.locator("#contact form");
  await form.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await form.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await form.getByLabel("Company", { exact: true }).fill("Analytical Engines Ltd");
  await form.getByLabel("Subject", { exact: true }).selectOption("machines");
  await form.getByLabel("Message", { exact: true }).fill(`Please call me back. ${mark}`);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  return form;
}

test.describe("contact form on the home page", () => {
  test("delivers every field as multipart form data without a referrer", async ({ page }) => {
    const mark = token();
    await page.goto("/");
    const form = await fillContactForm(page, mark);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("#contact").getByRole("status")).toContainText("Thank you!");
    const [message] = await received(mark);
    expect(message.fields).toMatchObject({
      form: ["contact"],
      language: ["en"],
      name: ["Ada Lovelace"],
      email: ["ada@example.com"],
      company: ["Analytical Engines Ltd"],
      subject: ["Machines"],
      message: [`Please call me back. ${mark}`],
      consent: ["yes"],
    });
    expect(message.headers).toEqual(expect.objectContaining({ accept: "text/html", referer: null }));
  });

  test("shows the spec's messages and focuses the first invalid field on submit", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#contact form");
    await form.getByLabel("Name", { exact: true }).fill("Ada");
    await form.getByRole("button", { name: "Send message" }).click();
    const email = form.getByLabel("Email", { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("alert").filter({ hasText: "Email is not valid." })).toBeVisible();
    await email.fill("ada@");
    await email.blur();
    await expect(form.getByText("Email is not valid.")).toBeVisible();
    await email.fill("ada@example.com");
    await expect(form.getByText("Email is not valid.")).toBeHidden();
  });

  test("validates in German on the German home page", async ({ page }) => {
    await page.goto("/de/");
    const form = page.locator("#contact form");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(form.getByText("Name ist nicht gültig.")).toBeVisible();
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
  });

  for (const mode of ["500", "drop", "not-json"] as const) {
    test(`keeps the input after a failed delivery (${mode}) and succeeds on retry`, async ({ page }) => {
      const mark = token();
      await failNext(mode, mark);
      await page.goto("/");
      const form = await fillContactForm(page, mark);
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByRole("alert").filter({ hasText: "could not be sent" })).toBeVisible();
      await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Ada Lovelace");
      await expect(form.getByLabel("Message", { exact: true })).toHaveValue(`Please call me back. ${mark}`);
      await expect(form.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
      expect(await received(mark)).toHaveLength(0);
      await form.getByRole("button", { name: "Try again" }).click();
      await expect(page.locator("#contact").getByRole("status")).toContainText("Thank you!");
      expect(await received(mark)).toHaveLength(1);
    });
  }

  test("a double click sends once", async ({ page }) => {
    const mark = token();
    await page.goto("/");
    const form = await fillContactForm(page, mark);
    await form.getByRole("button", { name: "Send message" }).dblclick();
    await expect(page.locator("#contact").getByRole("status")).toContainText("Thank you!");
    expect(await received(mark)).toHaveLength(1);
  });

  test("works with the keyboard only", async ({ page }) => {
    const mark = token();
    await page.goto("/");
    const form = page.locator("#contact form");
    await form.getByLabel("Name", { exact: true }).focus();
    await page.keyboard.type("Ada Lovelace");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
    await page.keyboard.type("ada@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Subject", { exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Message", { exact: true })).toBeFocused();
    await page.keyboard.type(`Keyboard only ${mark}`);
    await page.keyboard.press("Tab");
    const consent = form.getByRole("checkbox", { name: /I agree/ });
    await expect(consent).toBeFocused();
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await page.keyboard.press("Tab"); // the privacy policy link
    await page.keyboard.press("Tab"); // the honeypot is skipped
    await expect(form.getByRole("button", { name: "Send message" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#contact").getByRole("status")).toContainText("Thank you!");
    const [message] = await received(mark);
    expect(message.fields.subject).toEqual(["General enquiry"]);
  });
});

test.describe("quote request", () => {
  test("delivers every field and the CAD file", async ({ page }) => {
    const mark = token();
    await page.goto("/get-quote/");
    const form = page.locator("#quote-request form");
    await form.getByLabel("Machine or product", { exact: true }).selectOption({ label: "AconityMIDI" });
    await form.getByLabel("Quantity", { exact: true }).fill("2");
    await form.getByLabel("AlSi10Mg", { exact: true }).check();
    await form.getByLabel("Stainless steel 316L", { exact: true }).check();
    await form.getByLabel("CAD file", { exact: true }).setInputFiles({
      name: "bracket.step",
      mimeType: "application/step",
      buffer: Buffer.from(`ISO-10303-21; ${mark}`),
    });
    await form.getByLabel("Message", { exact: true }).fill(`A quote please. ${mark}`);
    await form.getByLabel("Name", { exact: true }).fill("Grace Hopper");
    await form.getByLabel("Email", { exact: true }).fill("grace@example.com");
    await form.getByLabel("Company", { exact: true }).fill("Navy");
    await form.getByRole("checkbox", { name: /I agree/ }).check();
    await form.getByRole("button", { name: "Request quote" }).click();
    await expect(page.locator("#quote-request").getByRole("status")).toContainText("Thank you!");
    const [message] = await received(mark);
    expect(message.fields).toMatchObject({
      form: ["quote"],
      language: ["en"],
      product: ["AconityMIDI"],
      materials: ["AlSi10Mg", "Stainless steel 316L"],
      quantity: ["2"],
      message: [`A quote please. ${mark}`],
      name: ["Grace Hopper"],
      email: ["grace@example.com"],
      company: ["Navy"],
      consent: ["yes"],
    });
    expect(message.files).toEqual([
      expect.objectContaining({ field: "file", filename: "bracket.step", text: `ISO-10303-21; ${mark}` }),
    ]);
  });

  test("refuses a CAD file over 20 MB", async ({ page }) => {
    await page.goto("/get-quote/");
    const form = page.locator("#quote-request form");
    const file = form.getByLabel("CAD file", { exact: true });
    await file.setInputFiles({
      name: "huge.stl",
      mimeType: "model/stl",
      buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
    });
    await expect(form.getByText("Filesize exceeded the limit.")).toBeVisible();
    await expect(file).toHaveAttribute("aria-invalid", "true");
  });

  test("works with the keyboard only", async ({ page }) => {
    const mark = token();
    await page.goto("/get-quote/");
    const form = page.locator("#quote-request form");
    const product = form.getByLabel("Machine or product", { exact: true });
    await product.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Quantity", { exact: true })).toBeFocused();
    await page.keyboard.type("3");
    await page.keyboard.press("Tab");
    const material = form.getByRole("checkbox").first();
    await expect(material).toBeFocused();
    await page.keyboard.press("Space");
    await expect(material).toBeChecked();
    await form.getByLabel("Message", { exact: true }).focus();
    await page.keyboard.type(`Keyboard ${mark}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Grace Hopper");
    await page.keyboard.press("Tab");
    await page.keyboard.type("grace@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const consent = form.getByRole("checkbox", { name: /I agree/ });
    await expect(consent).toBeFocused();
    await page.keyboard.press("Space");
    await form.getByLabel("Email", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#quote-request").getByRole("status")).toContainText("Thank you!");
    const [message] = await received(mark);
    expect(message.fields.quantity).toEqual(["3"]);
    expect(message.fields.product).toHaveLength(1);
  });
});

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
    await page.keyboard.type("ada@example.com");
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
    expect(await received(mark)).toHaveLength(1);
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
    // Markers that survive minification: a react-hook-form option name and one of the rules' messages.
    const formCode = (body: string) =>
      body.includes("shouldUnregister") || body.includes("This is not a valid URL.");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => formCode(script.body)).map((script) => script.url)).toEqual([]);
    await page.getByRole("banner").getByRole("button", { name: "Contact" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(() => scripts.filter((script) => formCode(script.body)).length).toBeGreaterThan(0);
  });
});

test.describe("accessibility of the rendered forms", () => {
  const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  async function violations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }

  for (const [path, section, button] of [
    ["/", "#contact", "Send message"],
    ["/de/get-quote/", "#quote-request", "Angebot anfordern"],
  ] as const) {
    test(`${path}: the form with its errors has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await page.locator(section).getByRole("button", { name: button }).click();
      await expect(page.locator(section).getByRole("alert").first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test("the open modal has no WCAG 2.2 AA violations", async ({ page }) => {
    await page.goto("/academy/");
    await page.getByRole("banner").getByRole("button", { name: "Contact" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
