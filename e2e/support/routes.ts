import { readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "../../src/shared/i18n/languages";

// The site's own language list and path rule, so the tests visit the pages the build makes.
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageOfPath,
  LANGUAGES,
  localizePath,
  stripLanguagePrefix,
  type Language,
} from "../../src/shared/i18n/languages";

/** The route table of docs/architecture.md §3 (product and news detail pages come from their own issues). */
export const ROUTES: readonly { path: string; ns: string; heading: string }[] = [
  { path: "/", ns: "home", heading: "hero.title" },
  { path: "/academy/", ns: "academy", heading: "hero.title" },
  { path: "/application-center/", ns: "applicationcenter", heading: "hero.title" },
  { path: "/consulting/", ns: "consulting", heading: "hero.title" },
  { path: "/get-quote/", ns: "get_quote", heading: "hero.title" },
  { path: "/imprint/", ns: "imprint", heading: "hero.title" },
  { path: "/jobs/", ns: "jobs", heading: "hero.title" },
  { path: "/login/", ns: "common", heading: "login.title" },
  { path: "/machines/", ns: "machines", heading: "overview.hero.title" },
  { path: "/machines/aconity-platform/", ns: "machines", heading: "platform.hero.title" },
  { path: "/machines/metal-lbpf/", ns: "machines", heading: "metalLpbf.hero.title" },
  { path: "/machines/peripherals/", ns: "machines", heading: "peripherals.hero.title" },
  { path: "/machines/polymer-sls/", ns: "machines", heading: "polymerSls.hero.title" },
  { path: "/privacy/", ns: "privacy", heading: "hero.title" },
  { path: "/products/", ns: "product", heading: "overview.hero.title" },
  { path: "/search/", ns: "common", heading: "search.pageTitle" },
  { path: "/team/", ns: "team", heading: "hero.title" },
  { path: "/terms-conditions/", ns: "terms_conditions", heading: "hero.title" },
  { path: "/testing/", ns: "testing", heading: "hero.title" },
];

/** A translated string straight from data/locales, so the tests follow content edits. */
export function translation(language: Language, ns: string, key: string): string {
  const file = path.join(__dirname, "..", "..", "data", "locales", language, `${ns}.json`);
  const value = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      JSON.parse(readFileSync(file, "utf8")),
    );
  if (typeof value !== "string") throw new Error(`No string at ${language}/${ns}:${key}`);
  return value;
}
