import type { HeadProps } from "gatsby";
import i18next, { type TFunction } from "i18next";
import { newsFeedPath } from "../../news/news-paths";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../i18n/languages";
import type { Alternates } from "../../i18n/page-alternates";
import { resourcesFromLocales, type LocaleEdge } from "../../i18n/resources";
import { Seo } from "./Seo";

export interface LocalizedPageData {
  locales: { edges: readonly LocaleEdge[] };
}

export interface LocalizedPageContext {
  i18n: { language: string; originalPath: string };
  /** Set by pages that exist only in some languages (news posts). */
  alternates?: Alternates;
}

/**
 * A translate function for Head: Head does not see the i18n plugin's providers, so it translates from the
 * page query's locale data with its own i18next instance.
 */
export function headTranslator(
  locales: readonly LocaleEdge[],
  language: string,
  ns: string,
  keyPrefix?: string,
) {
  const i18n = i18next.createInstance();
  void i18n.init({ resources: resourcesFromLocales(locales), lng: language, initImmediate: false });
  return i18n.getFixedT(language, ns, keyPrefix);
}

export interface HeadOptions<Data> {
  keyPrefix?: string;
  noindex?: boolean;
  /** Title and description from the page's data instead of `meta` in the namespace. */
  meta?: (data: Data, language: Language, t: TFunction) => { title: string; description: string };
  /** The page links its language's news feed. */
  feed?: boolean;
  /** Structured data of the page (Product, JobPosting …). */
  jsonLd?: (data: Data, language: Language) => object[];
}

/** The `Head` export of a page whose title and description are `meta` in `ns` (under `keyPrefix`). */
export function pageHead<Data extends LocalizedPageData = LocalizedPageData>(
  ns: string,
  options: HeadOptions<Data> = {},
) {
  return function Head({ data, pageContext }: HeadProps<Data, LocalizedPageContext>) {
    const { originalPath } = pageContext.i18n;
    const language = isLanguage(pageContext.i18n.language) ? pageContext.i18n.language : DEFAULT_LANGUAGE;
    const t = headTranslator(data.locales.edges, language, ns, options.keyPrefix);
    const meta = options.meta?.(data, language, t) ?? {
      title: t("meta.title"),
      description: t("meta.description"),
    };
    return (
      <Seo
        language={language}
        originalPath={originalPath}
        title={meta.title}
        description={meta.description}
        noindex={options.noindex}
        alternates={pageContext.alternates}
        feed={options.feed ? newsFeedPath(language) : undefined}
        jsonLd={options.jsonLd?.(data, language)}
      />
    );
  };
}
