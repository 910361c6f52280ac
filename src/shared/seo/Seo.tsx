import { useSiteSettings } from "../hooks/use-site-settings";
import { alternateLinks } from "../i18n/alternates";
import type { Alternates } from "../i18n/page-alternates";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, localizePath, openGraphLocale } from "../i18n/languages";
import { absoluteUrl } from "./absolute-url";
import { jsonLdScript } from "./json-ld-script";

export interface SeoProps {
  language: string;
  originalPath: string;
  /** The page's own title; the site's title template is applied here. */
  title: string;
  description: string;
  /** Not-found and sign-in pages: kept out of search engines, no canonical. */
  noindex?: boolean;
  /** The page's translations, for pages that do not exist in every language (news posts). */
  alternates?: Alternates;
  /** Site path of the RSS feed the page announces. */
  feed?: string;
  /** Structured data of the page itself (Product, JobPosting …), besides the Organization of every page. */
  jsonLd?: readonly object[];
}

/** Everything in <head> of a page: language, title, description, canonical, alternates, social and JSON-LD. */
export function Seo({
  language,
  originalPath,
  title,
  description,
  noindex = false,
  alternates,
  feed,
  jsonLd = [],
}: SeoProps) {
  const { site, siteUrl, organizationJsonLd } = useSiteSettings();
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const fullTitle = site.titleTemplate.replace("%s", title);
  const url = absoluteUrl(siteUrl, alternates?.[lang] ?? localizePath(originalPath, lang));
  // The Organization was turned into JSON-LD when the site was built (gatsby/create-resolvers.ts).
  const structuredData = [organizationJsonLd, ...jsonLd.map(jsonLdScript)];

  return (
    <>
      <html lang={lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#16191c" />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {alternateLinks(alternates ?? originalPath, siteUrl).map((link) => (
            <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
          ))}
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={openGraphLocale(lang)} />
      {LANGUAGES.filter((other) => other !== lang).map((other) => (
        <meta key={other} property="og:locale:alternate" content={openGraphLocale(other)} />
      ))}
      <meta name="twitter:card" content="summary" />
      {feed && <link rel="alternate" type="application/rss+xml" title={site.name} href={feed} />}
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
      ))}
    </>
  );
}
