import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  localizePath,
  stripLanguagePrefix,
  type Language,
} from "../../src/shared/i18n/languages";

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
 * page's path, the others under their prefix. A language's not-found page answers every path under its
 * prefix (matchPath "/de/*"), so that unknown German paths show the German page.
 */
export function localePages(page: SitePage): SitePage[] {
  return LANGUAGES.map((language) => {
    const path = localizePath(page.path, language);
    const matchPath =
      language !== DEFAULT_LANGUAGE && NOT_FOUND_PAGE.test(page.path)
        ? localizePath("/*", language)
        : page.matchPath && localizePath(page.matchPath, language);
    return {
      ...page,
      path,
      ...(matchPath ? { matchPath } : {}),
      context: { ...page.context, ...i18nContext(language, path) },
    };
  });
}
