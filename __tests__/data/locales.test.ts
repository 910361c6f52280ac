import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../../src/shared/i18n/languages";
import { lineText } from "../../gatsby/collections/problem-line";
import { CONTENT_PAGES, pageTextProblems as problemLines } from "../../gatsby/locales/page-text-checks";
import { siteRoutes } from "../../gatsby/locales/site-routes";

/** A namespace's problems as the build says them. */
const pageTextProblems = (...args: Parameters<typeof problemLines>) => problemLines(...args).map(lineText);

const LOCALES = path.join(__dirname, "../../data/locales");
const PAGES = path.join(__dirname, "../../src/pages");

const namespaces = (language: string) =>
  fs
    .readdirSync(path.join(LOCALES, language))
    .filter((file) => file.endsWith(".json"))
    .sort();

const bundle = (language: string, file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), "utf8"));

describe("translation files", () => {
  it("exist with the same names in English and German", () => {
    expect(namespaces("de")).toEqual(namespaces("en"));
  });

  it.each(namespaces("en"))(
    "%s has the same keys and list lengths in every language, well-formed pages and links to the site's routes",
    (file) => {
      const texts = Object.fromEntries(LANGUAGES.map((language) => [language, bundle(language, file)]));
      expect(pageTextProblems(file.replace(/\.json$/, ""), texts, siteRoutes(PAGES))).toEqual([]);
    },
  );

  it("give every key of a page's texts the editor's words for its form field, in every language", () => {
    const keys = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === "object" && value !== null) {
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          collect(inner);
        }
      }
    };
    // The editor's own texts are page texts too (their labels' keys are the labels' own).
    for (const file of namespaces("en")) collect(bundle("en", file));
    const missing = LANGUAGES.flatMap((language) => {
      const words = (bundle(language, "editor.json").textKeys ?? {}) as Record<string, string>;
      return [...keys].filter((key) => !words[key]).map((key) => `data/locales/${language}/editor.json: textKeys.${key}`);
    });
    expect(missing).toEqual([]);
  });

  it("holds every content page to the page shape", () => {
    for (const [namespace] of CONTENT_PAGES) expect(namespaces("en")).toContain(`${namespace}.json`);
  });
});

describe("the checks of a page's texts", () => {
  const routes = ["/", "/jobs", "/get-quote"];
  const page = (title: string, href = "/get-quote") => ({
    meta: { title, description: "A page." },
    hero: { title, lead: "Lead." },
    sections: [{ id: "one", title: "One" }],
    cta: { title: "Ask", text: "Ask us.", label: "Ask", href },
  });

  it("name a text one language has and the other lacks, by file and key", () => {
    const english = { ...page("Jobs"), extra: "x" };
    expect(pageTextProblems("jobs", { en: english, de: page("Karriere") }, routes)).toEqual([
      'data/locales/de/jobs.json: "extra" is missing (en has it; both languages need the same texts)',
    ]);
  });

  it("name a content page that lost its shape, and a link to no page", () => {
    const broken = { ...page("Jobs", "/careers"), hero: { title: "Jobs" } };
    expect(pageTextProblems("jobs", { en: broken, de: { ...page("Karriere", "/careers"), hero: { title: "Karriere" } } }, routes)).toEqual([
      'data/locales/en/jobs.json: "hero.lead" is missing: a page needs this text',
      'data/locales/en/jobs.json: cta.href "/careers" is not a page of the site',
      'data/locales/de/jobs.json: "hero.lead" is missing: a page needs this text',
      'data/locales/de/jobs.json: cta.href "/careers" is not a page of the site',
    ]);
  });
});
