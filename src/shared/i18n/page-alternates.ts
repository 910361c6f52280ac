import { LANGUAGES, localizePath, type Language } from "./languages";

/** The page in each language, as full site paths. Most pages exist in every language at the same path. */
export type Alternates = Partial<Record<Language, string>>;

/**
 * A page's alternates: given ones (news posts exist only in the languages they were written in) or the
 * same path in every language.
 */
export function pageAlternates(originalPath: string, given?: Alternates | null): Alternates {
  if (given) return given;
  return Object.fromEntries(LANGUAGES.map((language) => [language, localizePath(originalPath, language)]));
}
