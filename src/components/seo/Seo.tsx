import i18next from "i18next";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { alternateLinks } from "../../i18n/alternates";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_LOCALES,
  LANGUAGES,
  localizePath,
} from "../../i18n/languages";
import { resourcesFromLocales, type LocaleEdge } from "../../i18n/resources";

export interface SeoProps {
  locales: readonly LocaleEdge[];
  language: string;
  originalPath: string;
  /** Namespace and key of the page's `meta.title` / `meta.description`. */
  ns: string;
  keyPrefix?: string;
  /** Not-found and sign-in pages: kept out of search engines, no canonical. */
  noindex?: boolean;
}

/**
 * Everything in <head> of a page. Head does not see the i18n plugin's providers, so it translates from the
 * page query's locale data with its own i18next instance.
 */
export function Seo({ locales, language, originalPath, ns, keyPrefix, noindex = false }: SeoProps) {
  const { site, siteUrl } = useSiteSettings();
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const i18n = i18next.createInstance();
  void i18n.init({ resources: resourcesFromLocales(locales), lng: lang, initImmediate: false });
  const t = i18n.getFixedT(lang, ns, keyPrefix);
  const title = site.titleTemplate.replace("%s", t("meta.title"));
  const description = t("meta.description");
  const url = `${siteUrl}${localizePath(originalPath, lang)}`;

  return (
    <>
      <html lang={lang} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#16191c" />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {alternateLinks(originalPath, siteUrl).map((link) => (
            <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
          ))}
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={LANGUAGE_LOCALES[lang]} />
      {LANGUAGES.filter((other) => other !== lang).map((other) => (
        <meta key={other} property="og:locale:alternate" content={LANGUAGE_LOCALES[other]} />
      ))}
      <meta name="twitter:card" content="summary" />
    </>
  );
}
