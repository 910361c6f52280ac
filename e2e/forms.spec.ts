import { writeFileSync } from "node:fs";
import { STALL_TIMEOUT_MS } from "../src/forms/mail-sender";
import { expect, test, type Page } from "./support/test";
import { wcagViolations } from "./support/axe";

/**
 * The contact form, the contact modal and the quote request against the local mail endpoint
 * (scripts/mail-endpoint.mjs, started by scripts/e2e.sh; the build must use
 * GATSBY_MAIL_API_URL=http://127.0.0.1:8093, as scripts/test.sh builds it).
 */
const MAIL = process.env.MAIL_ENDPOINT_URL ?? "http://127.0.0.1:8093";

interface Received {
  headers: { accept: string; referer: string | null; origin: string | null; idempotencyKey: string | null };
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

/** Every send the endpoint was asked for with `mark` in a field, failed ones too, in order. */
async function attempts(mark: string): Promise<{ idempotencyKey: string | null; outcome: string }[]> {
  const all = (await (await fetch(`${MAIL}/__attempts`)).json()) as (Received & {
    idempotencyKey: string | null;
    outcome: string;
  })[];
  return all
    .filter((entry) => JSON.stringify(entry.fields).includes(mark))
    .map(({ idempotencyKey, outcome }) => ({ idempotencyKey, outcome }));
}

interface SlowUpload {
  plan: number;
  bytes: number;
  slow: string;
  stalled: boolean;
}

/**
 * Makes the endpoint read the next send of at least 1 MB slowly, or stop reading it; returns a function
 * that tells how that send is doing (undefined before it starts and after it ends).
 */
async function slowNextUpload(
  plan: { mode: "throttle"; bytesPerSecond: number } | { mode: "stall"; afterBytes: number },
) {
  const response = await fetch(`${MAIL}/__slow`, {
    method: "POST",
    body: JSON.stringify({ ...plan, minBytes: MEGABYTES }),
  });
  expect(response.ok).toBe(true);
  const { id } = (await response.json()) as { id: number };
  return async () => {
    const uploads = (await (await fetch(`${MAIL}/__uploads`)).json()) as SlowUpload[];
    return uploads.find((upload) => upload.plan === id);
  };
}

const MEGABYTES = 1024 * 1024;

/**
 * A file of `size` bytes written to the test's output folder. Given by path, the browser reads it from disk;
 * given as a buffer, Playwright would send its bytes through the protocol (seconds of CPU for 20 MB).
 */
function fileOnDisk(name: string, size: number): string {
  const file = test.info().outputPath(name);
  writeFileSync(file, Buffer.alloc(size, 0x41));
  return file;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Counts the upload progress events of the page's requests (the site's own listener runs first). */
async function countUploadProgress(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { uploadProgress: number };
    counter.uploadProgress = 0;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      this.upload.addEventListener("progress", () => (counter.uploadProgress += 1));
      return send.call(this, body);
    };
  });
  return () => page.evaluate(() => (window as unknown as { uploadProgress: number }).uploadProgress);
}

/** The quote form filled in, with a CAD file of exactly the 20 MB limit. */
async function fillQuoteWithLargeFile(page: Page, mark: string) {
  const form = page.locator("#quote-request form");
  await form.getByLabel("Machine or product", { exact: true }).selectOption({ label: "AconityMIDI" });
  await form.getByLabel("Quantity", { exact: true }).fill("1");
  await form.getByLabel("CAD file", { exact: true }).setInputFiles(fileOnDisk("housing.stl", 20 * MEGABYTES));
  await form.getByLabel("Message", { exact: true }).fill(`Large part. ${mark}`);
  await form.getByLabel("Name", { exact: true }).fill("Robin Example");
  await form.getByLabel("Email", { exact: true }).fill("robin@example.com");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  return form;
}

async function fillContactForm(page: Page, mark: string) {
  const form = page.locator("#contact form");
  await form.getByLabel("Name", { exact: true }).fill("Sam Sample");
  await form.getByLabel("Email", { exact: true }).fill("sam@example.com");
  await form.getByLabel("Company", { exact: true }).fill("Analytical Engines Ltd");
  await form.getByLabel("Subject", { exact: true }).selectOption("machines");
  await form.getByLabel("Message", { exact: true }).fill(`Please call me back. ${mark}`);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  return form;
}

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
    await expect(form.getByRole("alert").filter({ hasText: "Email is not valid." })).toBeVisible();
    await email.fill("sam@");
    await email.blur();
    await expect(form.getByText("Email is not valid.")).toBeVisible();
    await email.fill("sam@example.com");
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

test.describe("accessibility of the rendered forms", () => {
  for (const [path, section, button] of [
    ["/", "#contact", "Send message"],
    ["/de/get-quote/", "#quote-request", "Angebot anfordern"],
  ] as const) {
    test(`${path}: the form with its errors has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await page.locator(section).getByRole("button", { name: button }).click();
      await expect(page.locator(section).getByRole("alert").first()).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);
    });
  }

  test("the open modal has no WCAG 2.2 AA violations", async ({ page }) => {
    await page.goto("/academy/");
    await page.getByRole("banner").getByRole("button", { name: "Contact" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});
