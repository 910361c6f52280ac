import { DEFAULT_LANGUAGE, LANGUAGES, localizePath } from "./languages";

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** hreflang alternates of a page in every language plus x-default (the default language). */
export function alternateLinks(originalPath: string, siteUrl: string): AlternateLink[] {
  const links = LANGUAGES.map((language) => ({
    hrefLang: language,
    href: `${siteUrl}${localizePath(originalPath, language)}`,
  }));
  return [
    ...links,
    { hrefLang: "x-default", href: `${siteUrl}${localizePath(originalPath, DEFAULT_LANGUAGE)}` },
  ];
}
