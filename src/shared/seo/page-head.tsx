import type { HeadProps } from "gatsby";
import { newsFeedPath } from "../../news/news-paths";
import type { Language } from "../i18n/languages";
import { pageLanguage, type PageI18nContext } from "../i18n/page-language";
import type { Alternates } from "../i18n/page-alternates";
import { namespacesOf, type LocaleEdge } from "../i18n/page-namespaces";
import { translator, type Translate } from "../i18n/translate";
import { Seo } from "./Seo";

export interface LocalizedPageData {
  locales: { edges: readonly LocaleEdge[] };
}

export interface LocalizedPageContext {
  i18n: PageI18nContext;
  /** Set by pages that exist only in some languages (news posts). */
  alternates?: Alternates;
}

export interface HeadOptions<Data> {
  keyPrefix?: string;
  noindex?: boolean;
  /** Title and description from the page's data instead of `meta` in the namespace. */
  meta?: (
    data: Data,
    language: Language,
    t: Translate,
    /** The page's context: a page made by gatsby/pages/ reads its own fields from it. */
    pageContext: LocalizedPageContext,
  ) => { title: string; description: string };
  /** The page links its language's news feed. */
  feed?: boolean;
  /** Structured data of the page (Product, JobPosting …); its words come from the namespace, like meta's. */
  jsonLd?: (data: Data, language: Language, t: Translate) => object[];
}

/** The `Head` export of a page whose title and description are `meta` in `ns` (under `keyPrefix`). */
export function pageHead<Data extends LocalizedPageData = LocalizedPageData>(
  ns: string,
  options: HeadOptions<Data> = {},
) {
  return function Head({ data, pageContext, location }: HeadProps<Data, LocalizedPageContext>) {
    const { language, originalPath } = pageLanguage(pageContext.i18n, location.pathname);
    // Head is rendered outside the page's providers: it reads the texts from the page query itself.
    const t = translator(namespacesOf(data.locales.edges, language), language, ns, options.keyPrefix);
    const meta = options.meta?.(data, language, t, pageContext) ?? {
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
        jsonLd={options.jsonLd?.(data, language, t)}
      />
    );
  };
}
