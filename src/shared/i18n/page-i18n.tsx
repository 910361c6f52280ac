import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { pageLanguage, type PageI18nContext } from "./page-language";
import { namespacesOf, type LocaleEdge } from "./page-namespaces";
import { translator, type Namespaces, type Translate } from "./translate";

/** The language of the page on screen, its unprefixed path and the translation namespaces it loaded. */
export interface PageI18n {
  language: Language;
  /** The page's path without the language prefix ("/jobs/" for "/de/jobs/"). */
  originalPath: string;
  namespaces: Namespaces;
}

const PageI18nContext = createContext<PageI18n>({
  language: DEFAULT_LANGUAGE,
  originalPath: "/",
  namespaces: {},
});

/** Gives the components of a page its language and texts (the site-layout plugin wraps every page). */
export function PageI18nProvider({ value, children }: { value: PageI18n; children: ReactNode }) {
  return <PageI18nContext.Provider value={value}>{children}</PageI18nContext.Provider>;
}

export function usePageI18n(): PageI18n {
  return useContext(PageI18nContext);
}

/** The texts of a namespace (under `keyPrefix`) in the page's language: `t("meta.title")`. */
export function useTranslation(namespace: string, options: { keyPrefix?: string } = {}) {
  const { language, namespaces } = usePageI18n();
  const { keyPrefix } = options;
  const t: Translate = useMemo(
    () => translator(namespaces, language, namespace, keyPrefix),
    [namespaces, language, namespace, keyPrefix],
  );
  return { t, language };
}

/** A namespace's JSON as the page loaded it, for content kept in a namespace (about us, imprint). */
export function useNamespace(namespace: string): unknown {
  return usePageI18n().namespaces[namespace];
}

/** What Gatsby gives a page that the i18n context is made of. */
export interface I18nPageProps {
  data?: unknown;
  pageContext?: unknown;
  location: { pathname: string };
}

/** The i18n context of a page, from its query's `locales` and its context's `i18n` (gatsby/locales/). */
export function PageI18nOfPage({ page, children }: { page: I18nPageProps; children: ReactNode }) {
  const edges = (page.data as { locales?: { edges?: readonly LocaleEdge[] } } | undefined)?.locales?.edges;
  const i18n = (page.pageContext as { i18n?: PageI18nContext } | undefined)?.i18n;
  const { language, originalPath } = pageLanguage(i18n, page.location.pathname);
  const namespaces = useMemo(() => namespacesOf(edges, language), [edges, language]);
  const value = useMemo(() => ({ language, originalPath, namespaces }), [language, originalPath, namespaces]);
  return <PageI18nProvider value={value}>{children}</PageI18nProvider>;
}
