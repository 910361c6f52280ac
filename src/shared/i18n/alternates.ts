import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";
import { absoluteUrl } from "../seo/absolute-url";
import { pageAlternates, type Alternates } from "./page-alternates";

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/**
 * hreflang alternates of a page: each language it exists in, plus x-default (the default language's
 * version, else the first there is). `page` is an unprefixed path (the same page in every language) or
 * the page's own alternates.
 */
export function alternateLinks(page: string | Alternates, siteUrl: string): AlternateLink[] {
  const alternates = typeof page === "string" ? pageAlternates(page) : page;
  const links = LANGUAGES.flatMap((language) => {
    const path = alternates[language];
    return path ? [{ hrefLang: language, href: absoluteUrl(siteUrl, path) }] : [];
  });
  const fallback =
    alternates[DEFAULT_LANGUAGE] ?? LANGUAGES.map((language) => alternates[language]).find(Boolean);
  return fallback ? [...links, { hrefLang: "x-default", href: absoluteUrl(siteUrl, fallback) }] : links;
}
