import type { HeadProps } from "gatsby";
import type { LocaleEdge } from "../../i18n/resources";
import { Seo } from "./Seo";

export interface LocalizedPageData {
  locales: { edges: readonly LocaleEdge[] };
}

export interface LocalizedPageContext {
  i18n: { language: string; originalPath: string };
}

/** The `Head` export of a page whose title and description live in `ns` (under `keyPrefix`). */
export function pageHead(ns: string, options: { keyPrefix?: string; noindex?: boolean } = {}) {
  return function Head({ data, pageContext }: HeadProps<LocalizedPageData, LocalizedPageContext>) {
    return (
      <Seo
        locales={data.locales.edges}
        language={pageContext.i18n.language}
        originalPath={pageContext.i18n.originalPath}
        ns={ns}
        {...options}
      />
    );
  };
}
