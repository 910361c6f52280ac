import { expect, test } from "./support/test";
import { wcagViolations } from "./support/axe";
import { received, token } from "./support/mail-endpoint";
import { MEGABYTES, fileOnDisk } from "./support/uploads";

/** The quote request with its CAD file, sent to the local mail endpoint (e2e/support/mail-endpoint.ts). */

// The tests share one endpoint: each marks its message with a token and looks only for that.
test.describe.configure({ mode: "default" });

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
    await form.getByLabel("Name", { exact: true }).fill("Robin Example");
    await form.getByLabel("Email", { exact: true }).fill("robin@example.com");
    await form.getByLabel("Company", { exact: true }).fill("Example Aerospace");
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
      name: ["Robin Example"],
      email: ["robin@example.com"],
      company: ["Example Aerospace"],
      consent: ["yes"],
    });
    expect(message.files).toEqual([
      expect.objectContaining({ field: "file", filename: "bracket.step", text: `ISO-10303-21; ${mark}` }),
    ]);
  });

  test("starts with the machine or the material the visitor asked from, and with nothing an address makes up", async ({
    page,
  }) => {
    await page.goto("/de/products/aconity-midi/");
    await page.getByRole("link", { name: "Angebot anfordern" }).click();
    await expect(page).toHaveURL(/\/de\/get-quote\/\?machine=aconity-midi$/);
    let form = page.locator("#quote-request form");
    await expect(form.getByLabel("Maschine oder Produkt", { exact: true })).toHaveValue("aconity-midi");

    await page.goto("/materials/in718/");
    await page.getByRole("link", { name: "Request a quote" }).click();
    await expect(page).toHaveURL(/\/get-quote\/\?material=in718$/);
    form = page.locator("#quote-request form");
    await expect(form.getByLabel("IN718", { exact: true })).toBeChecked();

    await page.evaluate(() => sessionStorage.clear());
    await page.goto("/get-quote/?machine=%3Cimg%20src%3Dx%3E&material=..%2Fin718&material=IN718");
    form = page.locator("#quote-request form");
    await expect(form.getByLabel("Machine or product", { exact: true })).toHaveValue("");
    await expect(form.getByRole("checkbox", { checked: true })).toHaveCount(0);
  });

  test("refuses a CAD file over 20 MB", async ({ page }) => {
    await page.goto("/get-quote/");
    const form = page.locator("#quote-request form");
    const file = form.getByLabel("CAD file", { exact: true });
    await file.setInputFiles(fileOnDisk("huge.stl", 20 * MEGABYTES + 1));
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
    await page.keyboard.type("Robin Example");
    await page.keyboard.press("Tab");
    await page.keyboard.type("robin@example.com");
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

test.describe("accessibility of the rendered forms", () => {
  const [path, section, button] = ["/de/get-quote/", "#quote-request", "Angebot anfordern"] as const;
  test(`${path}: the form with its errors has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.locator(section).getByRole("button", { name: button }).click();
    await expect(page.locator(section).locator("[aria-invalid='true']").first()).toBeFocused();
    expect(await wcagViolations(page)).toEqual([]);
  });
});
