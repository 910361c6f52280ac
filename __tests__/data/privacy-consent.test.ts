import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../../src/shared/i18n/languages";

/**
 * The privacy policy tells visitors how to withdraw their consent; the product's way is the footer's
 * consent settings button. The text names the button by the label the footer shows, in each language, so
 * renaming one without the other fails here.
 */
const LOCALES = path.join(__dirname, "../../data/locales");
const read = (language: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), "utf8")) as Record<string, unknown>;

/** Every text of a page's translation file. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

const QUOTES = { en: ["“", "”"], de: ["„", "“"] } as const;

describe.each(LANGUAGES)("the privacy policy (%s)", (language) => {
  const label = (read(language, "common.json").consent as { settings: string }).settings;
  const privacy = texts(read(language, "privacy.json"));

  it("names the consent settings button by its label as the way to change or withdraw consent", () => {
    const [open, close] = QUOTES[language];
    const paragraph = privacy.find((text) => text.includes(`${open}${label}${close}`));
    expect(paragraph).toBeDefined();
    expect(paragraph).toMatch(language === "en" ? /withdraw your consent/ : /Einwilligung[^.]*widerrufen/);
  });
});
