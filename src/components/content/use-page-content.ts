import { useTranslation } from "gatsby-plugin-react-i18next";
import { pageContentAt, type PageContent } from "../../i18n/page-content";

/** The content page stored in a translation namespace (optionally under a key), in the page's language. */
export function usePageContent(ns: string, keyPrefix?: string): PageContent {
  const { i18n } = useTranslation(ns);
  const bundle = (i18n.getResourceBundle(i18n.language, ns) ?? {}) as Record<string, unknown>;
  return pageContentAt(bundle, `${i18n.language}/${ns}`, keyPrefix);
}
