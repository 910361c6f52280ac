import type { Page } from "./test";
import { MEGABYTES, fileOnDisk } from "./uploads";

/** The quote form filled in, with a CAD file of exactly the 20 MB limit. */
export async function fillQuoteWithLargeFile(page: Page, mark: string) {
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

/** The home page's contact form filled in, its message marked with `mark`. */
export async function fillContactForm(page: Page, mark: string) {
  const form = page.locator("#contact form");
  await form.getByLabel("Name", { exact: true }).fill("Sam Sample");
  await form.getByLabel("Email", { exact: true }).fill("sam@example.com");
  await form.getByLabel("Company", { exact: true }).fill("Analytical Engines Ltd");
  await form.getByLabel("Subject", { exact: true }).selectOption("machines");
  await form.getByLabel("Message", { exact: true }).fill(`Please call me back. ${mark}`);
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  return form;
}
