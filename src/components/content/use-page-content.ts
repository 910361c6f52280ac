import { pageContentAt, type PageContent } from "../../i18n/page-content";
import { usePageI18n } from "../i18n/page-i18n";

/** The content page stored in a translation namespace (optionally under a key), in the page's language. */
export function usePageContent(ns: string, keyPrefix?: string): PageContent {
  const { language, namespaces } = usePageI18n();
  const bundle = (namespaces[ns] ?? {}) as Record<string, unknown>;
  return pageContentAt(bundle, `${language}/${ns}`, keyPrefix);
}
