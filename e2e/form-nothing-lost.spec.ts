import { STALL_TIMEOUT_MS } from "../src/forms/mail-sender";
import { expect, test, type Page } from "./support/test";
import { fillContactForm, fillQuoteWithLargeFile } from "./support/form-filling";
import { UUID, attempts, failNext, received, slowNextUpload, token } from "./support/mail-endpoint";
import { MEGABYTES, countUploadProgress } from "./support/uploads";

/**
 * Nothing a visitor types into a form is lost: drafts survive closing, reloads and a change of language;
 * a retry is recognisably the same send; a slow upload still goes and only a stalled one fails, input kept.
 */

// The tests share one endpoint: each marks its message with a token and looks only for that.
test.describe.configure({ mode: "default" });

test.describe("nothing typed is lost", () => {
  async function openModal(page: Page, button: string) {
    await page.getByRole("banner").getByRole("button", { name: button }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
    return dialog;
  }

  test("the contact modal keeps its input when closed, after a reload and in German; a send clears it", async ({
    page,
  }) => {
    const mark = token();
    await page.goto("/academy/");
    let dialog = await openModal(page, "Contact");
    await dialog.getByLabel("Name", { exact: true }).fill("Sam Sample");
    await dialog.getByLabel("Email", { exact: true }).fill("sam@example.com");
    await dialog.getByLabel("Subject", { exact: true }).selectOption("service");
    await dialog.getByLabel("Message", { exact: true }).fill(`Keep this. ${mark}`);
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    dialog = await openModal(page, "Contact");
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Sam Sample");
    await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue(`Keep this. ${mark}`);

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    dialog = await openModal(page, "Contact");
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Sam Sample");
    await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue("sam@example.com");
    await expect(dialog.getByLabel("Subject", { exact: true })).toHaveValue("service");
    await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue(`Keep this. ${mark}`);
    await expect(dialog.getByRole("checkbox", { name: /I agree/ })).toBeChecked();

    await page.goto("/de/academy/");
    dialog = await openModal(page, "Kontakt");
    await expect(dialog.getByLabel("Betreff", { exact: true })).toHaveValue("service");
    await expect(dialog.getByLabel("Nachricht", { exact: true })).toHaveValue(`Keep this. ${mark}`);
    await dialog.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(dialog.getByRole("status")).toContainText("Vielen Dank");
    expect((await received(mark))[0].fields.subject).toEqual(["Service und Ersatzteile"]);

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    dialog = await openModal(page, "Kontakt");
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(dialog.getByLabel("Nachricht", { exact: true })).toHaveValue("");
    expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain("form-draft:contact");
  });

  test("a reload keeps the quote request and asks for the CAD file again", async ({ page }) => {
    const mark = token();
    await page.goto("/get-quote/");
    const form = page.locator("#quote-request form");
    await form.getByLabel("Machine or product", { exact: true }).selectOption({ label: "AconityMIDI" });
    await form.getByLabel("Quantity", { exact: true }).fill("4");
    await form.getByLabel("IN718", { exact: true }).check();
    await expect(form.getByText(/was not kept/)).toHaveCount(0);
    await form.getByLabel("CAD file", { exact: true }).setInputFiles({
      name: "bracket.step",
      mimeType: "application/step",
      buffer: Buffer.from("ISO-10303-21;"),
    });
    await form.getByLabel("Message", { exact: true }).fill(`Keep this too. ${mark}`);

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(`Keep this too. ${mark}`);
    await expect(form.getByLabel("Machine or product", { exact: true })).toHaveValue("aconity-midi");
    await expect(form.getByLabel("Quantity", { exact: true })).toHaveValue("4");
    await expect(form.getByLabel("IN718", { exact: true })).toBeChecked();
    const file = form.getByLabel("CAD file", { exact: true });
    await expect(form.getByText("Your file “bracket.step” was not kept")).toBeVisible();
    await expect(file).toHaveJSProperty("files.length", 0);
  });

  test("a retry after a failure carries the first try's Idempotency-Key", async ({ page }) => {
    const mark = token();
    await failNext("500", mark);
    await page.goto("/");
    const form = await fillContactForm(page, mark);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert").filter({ hasText: "could not be sent" })).toBeVisible();
    await form.getByRole("button", { name: "Try again" }).click();
    await expect(page.locator("#contact").getByRole("status")).toContainText("Thank you!");
    const [first, retry] = await attempts(mark);
    expect([first.outcome, retry.outcome]).toEqual(["500", "sent"]);
    expect(first.idempotencyKey).toMatch(UUID);
    expect(retry.idempotencyKey).toBe(first.idempotencyKey);
  });

  // The page's clock is Playwright's (installed before the page loads; it runs at real speed until a test
  // moves it on), so these tests show minutes of the page's time in seconds of real time. The upload,
  // the server and the browser are real.
  test("a 20 MB CAD file on a slow link still goes: only a stalled upload ends a send", async ({ page }) => {
    // Handing the browser a 20 MB file and uploading it takes several seconds on a busy machine.
    test.setTimeout(120_000);
    const mark = token();
    const progress = await countUploadProgress(page);
    const upload = await slowNextUpload({ mode: "throttle", bytesPerSecond: 4 * MEGABYTES });
    await page.clock.install();
    await page.goto("/get-quote/");
    const form = await fillQuoteWithLargeFile(page, mark);
    await form.getByRole("button", { name: "Request quote" }).click();
    // Each time the upload has moved on, the page's clock jumps 90 % of the stall time-out: three times,
    // more than the stall time-out in all (and more than the old 20 s limit on the whole send).
    for (let step = 0; step < 3; step += 1) {
      const seen = await progress();
      await expect.poll(progress).toBeGreaterThan(seen);
      await page.clock.runFor(STALL_TIMEOUT_MS * 0.9);
    }
    // All that time the upload was still on its way.
    expect(await upload()).toEqual(expect.objectContaining({ slow: "throttle", stalled: false }));
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(page.locator("#quote-request").getByRole("status")).toContainText("Thank you!", {
      timeout: 20_000,
    });
    const [message] = await received(mark);
    expect(message.files).toEqual([
      expect.objectContaining({ filename: "housing.stl", size: 20 * MEGABYTES }),
    ]);
  });

  test("a stalled upload fails clearly after the stall time-out and keeps the input", async ({ page }) => {
    // Handing the browser a 20 MB file and uploading it takes several seconds on a busy machine.
    test.setTimeout(120_000);
    const mark = token();
    const upload = await slowNextUpload({ mode: "stall", afterBytes: MEGABYTES });
    await page.clock.install();
    await page.goto("/get-quote/");
    const form = await fillQuoteWithLargeFile(page, mark);
    await form.getByRole("button", { name: "Request quote" }).click();
    await expect.poll(upload).toEqual(expect.objectContaining({ slow: "stall", stalled: true }));
    await page.clock.runFor(STALL_TIMEOUT_MS);
    await expect(form.getByRole("alert")).toContainText(
      `The connection to the mail service stopped moving for ${STALL_TIMEOUT_MS / 1000} seconds.`,
    );
    expect(await received(mark)).toHaveLength(0);
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(`Large part. ${mark}`);
    await expect(form.getByLabel("CAD file", { exact: true })).toHaveJSProperty("files.length", 1);
    // The file is still chosen: a retry sends it.
    await form.getByRole("button", { name: "Try again" }).click();
    await expect(page.locator("#quote-request").getByRole("status")).toContainText("Thank you!");
    const [message] = await received(mark);
    expect(message.files).toEqual([
      expect.objectContaining({ filename: "housing.stl", size: 20 * MEGABYTES }),
    ]);
  });
});
