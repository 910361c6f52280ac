/**
 * The editor at /admin/ as the editing tests drive it: signing in at the test OpenID provider, Decap CMS's
 * forms and media library in the editor's language, and the publisher's checkout the saves are committed
 * in (scripts/test/e2e-live.sh makes it and sets PUBLISH_SITE_DIR).
 */
import { execFileSync } from "node:child_process";
import { expect, type Locator, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { signInAtProvider, type AccountName } from "./sign-in";

export const SITE_CHECKOUT = process.env.PUBLISH_SITE_DIR ?? "";

/**
 * Decap's first screen: its 1.5 MB bundle, its configuration and its first reads of the content API, while a
 * neighbouring test's build may hold both cores of the machine (the build runs at a lower priority, but the
 * browser's parsing of the bundle does not).
 */
export const DECAP_START_SECONDS = 90;
/** One save: the whole repository checked as it would be after it, a commit and a push, during a build. */
export const SAVE_SECONDS = 45;
/** Signing in, opening an entry, typing and saving it: what a test takes besides the builds it waits for. */
export const EDITING_SECONDS = 30 + DECAP_START_SECONDS + SAVE_SECONDS;

/** Decap's own words for what the tests click, by the editor's language (decap-cms-locales). */
export const DECAP = {
  en: {
    publish: "Publish",
    publishNow: "Publish now",
    saved: "Entry saved",
    failed: "Failed to persist entry",
    deleteEntry: "Delete entry",
    upload: "Upload",
    useSelected: "Choose selected",
    login: "Login",
    writingIn: "Writing in",
  },
  de: {
    publish: "Veröffentlichen",
    publishNow: "Jetzt veröffentlichen",
    saved: "Beitrag gespeichert",
    failed: "Beitrag speichern fehlgeschlagen",
    deleteEntry: "Lösche Beitrag",
    upload: "Hochladen",
    useSelected: "Ausgewähltes Element verwenden",
    login: "Login",
    writingIn: "Aktuelle Sprache:",
  },
} as const;
export type EditorLanguage = keyof typeof DECAP;

const git = (...args: string[]) =>
  execFileSync("git", ["-C", SITE_CHECKOUT, ...args], { encoding: "utf8" }).trim();

/** The last commit of the publisher's checkout that touched `paths` (any, when none is named). */
export function lastCommit(...paths: string[]): { author: string; subject: string; files: string[] } {
  const [id, author, subject] = git("log", "-1", "--format=%H%x00%an <%ae>%x00%s", "--", ...paths).split(
    "\u0000",
  );
  return { author, subject, files: git("show", "--name-only", "--format=", id).split("\n").sort() };
}

/**
 * What the checkout holds of `paths`: the last commit that touched them and their uncommitted changes. The
 * tests run side by side, so a test that expects nothing written asks about its own files only.
 */
export function stateOf(...paths: string[]): string {
  return `${git("log", "-1", "--format=%H", "--", ...paths)}\n${git("status", "--porcelain", "--", ...paths)}`;
}

/**
 * Opens /admin/ (at `entry`, a hash route of Decap such as "#/collections/jobs"), signs in at the provider
 * as `account` and waits until the editor is back on /admin/ with the sign-in's answer taken out of the
 * address.
 */
export async function openEditor(page: Page, entry = "", account: AccountName = "editor"): Promise<void> {
  await page.goto(`/admin/${entry}`, { waitUntil: "commit" });
  await signInAtProvider(page, account);
  await page.waitForURL((url) => url.pathname === "/admin/" && !url.hash.includes("code="), {
    waitUntil: "commit",
  });
  if (account !== "editor") return;
  // Decap has started when its collections' navigation shows, or an entry's form its way back to them.
  const started = page.getByRole("navigation").or(page.locator('a[href^="#/collections/"]'));
  await expect(started.first()).toBeVisible({ timeout: DECAP_START_SECONDS * 1000 });
}

/**
 * One language's form in Decap's side-by-side view of a page's texts: the pane (Decap's
 * ControlPaneContainer, the innermost) with that language's switch ("Writing in DE").
 */
export function languagePane(page: Page, language: "EN" | "DE", editorLanguage: EditorLanguage): Locator {
  const languageSwitch = page.getByRole("button", { name: `${DECAP[editorLanguage].writingIn} ${language}` });
  return page.locator('[class*="ControlPaneContainer"]').filter({ has: languageSwitch }).last();
}

/**
 * Chooses `option` in one of Decap's select fields, by keyboard as an editor can (typing filters the list,
 * Enter takes the first match), and waits until the field shows it: with both cores busy, a click on the
 * open list could land while the field re-rendered, and the form went on without a value.
 */
export async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  const select = page.getByRole("combobox", { name: field });
  await select.fill(option);
  await expect(page.getByRole("option", { name: option, exact: true })).toBeVisible();
  await select.press("Enter");
  await expect(page.getByRole("option")).toHaveCount(0);
  await expect(
    page.locator("div").filter({ has: select }).filter({ hasText: option }).last(),
    `${field} shows ${option}`,
  ).toBeVisible();
}

/** Saves the open entry ("Publish" → "Publish now") and waits for Decap's confirmation. */
export async function publishEntry(page: Page, language: EditorLanguage): Promise<void> {
  await page.getByRole("button", { name: DECAP[language].publish, exact: true }).click();
  await page.getByText(DECAP[language].publishNow, { exact: true }).click();
  await expect(page.getByText(DECAP[language].saved)).toBeVisible({ timeout: SAVE_SECONDS * 1000 });
}

/** Clicks Publish → Publish now and returns the message Decap shows for a save that was refused. */
export async function refusedSave(page: Page, language: EditorLanguage): Promise<Locator> {
  await page.getByRole("button", { name: DECAP[language].publish, exact: true }).click();
  await page.getByText(DECAP[language].publishNow, { exact: true }).click();
  const message = page.getByText(DECAP[language].failed);
  await expect(message).toBeVisible({ timeout: SAVE_SECONDS * 1000 });
  return message;
}

export interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Opens a file or image field's media library with `choose` (its "Choose …" button), uploads `file` and
 * takes it for the field.
 */
export async function uploadInto(page: Page, choose: Locator, file: Upload, language: EditorLanguage) {
  await choose.click();
  const library = page.getByRole("dialog");
  await library.locator('input[type="file"]').setInputFiles(file);
  // Decap selects what was just uploaded (a click on it would unselect it). An upload is saved at once.
  await expect(library.getByText(file.name, { exact: true })).toBeVisible({ timeout: SAVE_SECONDS * 1000 });
  const useSelected = library.getByRole("button", { name: DECAP[language].useSelected });
  await expect(useSelected).toBeEnabled();
  await useSelected.click();
  await expect(library).toBeHidden();
}

/** A real JPEG of `width` × `height`, as a camera or an image program saves it. */
export async function jpeg(name: string, width = 1200, height = 630): Promise<Upload> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#1b7f5a" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A one-page PDF whose text carries `marker`, so the served file can be told from every other. */
export async function pdf(name: string, marker: string): Promise<Upload> {
  const document = await PDFDocument.create();
  document.addPage().drawText(marker, { x: 72, y: 720 });
  return { name, mimeType: "application/pdf", buffer: Buffer.from(await document.save()) };
}
