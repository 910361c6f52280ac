import { LANGUAGES, localizePath, stripLanguagePrefix, type Language } from "../../src/shared/i18n/languages";

/**
 * The i18n context of a page: `language` for the page query's `$language`, `i18n` for the head (hreflang,
 * canonical, the sitemap) and the page's i18n provider (src/shared/i18n/page-i18n.tsx); nothing else,
 * as the context rides in every page's data.
 */
export function i18nContext(language: Language, path: string) {
  return {
    language,
    i18n: { language, originalPath: stripLanguagePrefix(path) },
  };
}

/** A page as Gatsby's createPage takes it, the fields this module reads and writes. */
export interface SitePage {
  path: string;
  matchPath?: string;
  component: string;
  context?: Record<string, unknown>;
}

const NOT_FOUND_PAGE = /^\/404(?:\/|\.html)$/;

/**
 * The copies of a page in every language, the way Gatsby's using-i18n example makes them: English at the
 * page's path, the others under their prefix. The not-found pages show the language of the address asked
 * for (`byAddress`, src/shared/i18n/page-language.ts): Gatsby's browser code answers every unknown address
 * with `/404.html`'s data. A match path "/de/*" for the German one would do it too, but Gatsby then lists
 * every German page in the JavaScript of every page (about 1 KB gzipped), and a German post's publish
 * would change that JavaScript, and so every page.
 */
export function localePages(page: SitePage): SitePage[] {
  const notFound = NOT_FOUND_PAGE.test(page.path);
  return LANGUAGES.map((language) => {
    const path = localizePath(page.path, language);
    const matchPath = page.matchPath && localizePath(page.matchPath, language);
    const { i18n, ...languageContext } = i18nContext(language, path);
    const context = {
      ...page.context,
      ...languageContext,
      i18n: notFound ? { ...i18n, byAddress: true } : i18n,
    };
    return {
      ...page,
      path,
      ...(matchPath ? { matchPath } : {}),
      context,
    };
  });
}
