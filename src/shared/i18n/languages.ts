/** The site's languages: English without a path prefix, German under /de. */
export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The locale (BCP 47) each language is written in: dates, plurals, the region of Open Graph's locale. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: "en-US", de: "de-DE" };

/** Open Graph's spelling of a language's locale ("de_DE"). */
export function openGraphLocale(language: Language): string {
  return LANGUAGE_LOCALES[language].replace("-", "_");
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path's prefix names, or null for an unprefixed path. */
export function prefixLanguage(pathname: string): Language | null {
  const first = pathname.split("/")[1] ?? "";
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : null;
}

/** The language of the page at a path: its prefix, otherwise the default language. */
export function languageOfPath(pathname: string): Language {
  return prefixLanguage(pathname) ?? DEFAULT_LANGUAGE;
}

/** "/de/jobs/" → "/jobs/", "/de" → "/"; an unprefixed path is returned as it is. */
export function stripLanguagePrefix(pathname: string): string {
  const language = prefixLanguage(pathname);
  if (language === null) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * The path of an unprefixed site path in a language, keeping query and hash:
 * ("/jobs/", "de") → "/de/jobs/", ("/#contact", "de") → "/de/#contact", ("/", "en") → "/".
 */
export function localizePath(path: string, language: Language): string {
  const unprefixed = stripLanguagePrefix(path.startsWith("/") ? path : `/${path}`);
  if (language === DEFAULT_LANGUAGE) return unprefixed;
  if (unprefixed === "/") return `/${language}/`;
  if (/^\/[?#]/.test(unprefixed)) return `/${language}/${unprefixed.slice(1)}`;
  return `/${language}${unprefixed}`;
}

/** The other language of a two-language site, for the switcher. */
export function otherLanguage(language: Language): Language {
  return LANGUAGES.find((candidate) => candidate !== language) ?? DEFAULT_LANGUAGE;
}
