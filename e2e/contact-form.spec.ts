import { expect, test } from "./support/test";
import { wcagViolations } from "./support/axe";
import { fillContactForm } from "./support/form-filling";
import { UUID, failNext, received, token } from "./support/mail-endpoint";

/** The contact form of the home page, sending to the local mail endpoint (e2e/support/mail-endpoint.ts). */

// The tests share one endpoint: each marks its message with a token and looks only for that.
test.describe.configure({ mode: "default" });

test.describe("contact form on the home page", () => {
  test("delivers every field as multipart form data, with an Idempotency-Key", async ({ page }) => {
    const mark = token();
    await page.goto("/");
    const form = await fillContactForm(page, mark);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("#contact").getByRole("status")).toContainText("Thank you!");
    const [message] = await received(mark);
    expect(message.fields).toMatchObject({
      form: ["contact"],
      language: ["en"],
      name: ["Sam Sample"],
      email: ["sam@example.com"],
      company: ["Analytical Engines Ltd"],
      subject: ["Machines"],
      message: [`Please call me back. ${mark}`],
      consent: ["yes"],
    });
    expect(message.headers).toEqual(expect.objectContaining({ accept: "text/html" }));
    expect(message.headers.idempotencyKey).toMatch(UUID);
  });

  test("shows the spec's messages and focuses the first invalid field on submit", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#contact form");
    await form.getByLabel("Name", { exact: true }).fill("Ada");
    await form.getByRole("button", { name: "Send message" }).click();
    const email = form.getByLabel("Email", { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Email is not valid.");
    await email.fill("sam@");
    await email.blur();
    await expect(email).toHaveAccessibleDescription("Email is not valid.");
    // Leaving the field announces its error once, in the form's status line.
    await expect(form.getByRole("status")).toHaveText("Email is not valid.");
    await email.fill("sam@example.com");
    await expect(email).toHaveAccessibleDescription("");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
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
      await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Sam Sample");
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
    await page.keyboard.type("Sam Sample");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
    await page.keyboard.type("sam@example.com");
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

test.describe("accessibility of the rendered forms", () => {
  const [path, section, button] = ["/", "#contact", "Send message"] as const;
  test(`${path}: the form with its errors has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.locator(section).getByRole("button", { name: button }).click();
    await expect(page.locator(section).getByRole("textbox", { name: "Name" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(await wcagViolations(page)).toEqual([]);
  });
});
