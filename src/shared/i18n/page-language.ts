import { isLanguage, languageOfPath, stripLanguagePrefix, type Language } from "./languages";

/** The `i18n` of a page's context (gatsby/locales/page-i18n-context.ts). */
export interface PageI18nContext {
  language?: unknown;
  originalPath?: string;
  /** The not-found page: its language is the one of the address asked for. */
  byAddress?: boolean;
}

/**
 * The language and unprefixed path a page shows. A page shows its own (its context's); the not-found page
 * shows the language of the address the visitor asked for, since Gatsby's browser code answers every
 * unknown address with the data of `/404.html`, whichever language the address has.
 */
export function pageLanguage(
  i18n: PageI18nContext | undefined,
  pathname: string,
): { language: Language; originalPath: string } {
  if (i18n?.byAddress || !isLanguage(i18n?.language))
    return { language: languageOfPath(pathname), originalPath: stripLanguagePrefix(pathname) };
  return { language: i18n.language, originalPath: i18n.originalPath ?? stripLanguagePrefix(pathname) };
}
