import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../shared/i18n/page-i18n";
import { useEffect, useState } from "react";
import { PlainSection } from "../shared/sections/PlainSection";
import { SearchPanel } from "../search/SearchPanel";
import type { KindFilter } from "../search/use-site-search";
import { pageHead } from "../shared/seo/page-head";
import { searchQueryOf, searchUrl } from "../search/search-url";

/**
 * The search as a page, for links to results: /search/?q=…&kind=… (and /de/search/). Not indexed itself.
 * The query is read after hydration (the served HTML has none) and the URL follows what the visitor types.
 */
export default function SearchPage({ location }: PageProps) {
  const { t } = useTranslation("common");
  const [initial, setInitial] = useState<{ query: string; kind: KindFilter } | null>(null);
  useEffect(() => setInitial(searchQueryOf(location.search)), [location.search]);

  return (
    <PlainSection id="search" title={t("search.pageTitle")} headingLevel={1}>
      {/* Mounted again once the address is read, starting from its query. */}
      <SearchPanel
        key={initial === null ? "served" : "address"}
        showSubmit
        initialQuery={initial?.query}
        initialKind={initial?.kind}
        // Not a navigation (no page view, no scroll): the address just follows, ready to be shared.
        onChange={(query, kind) =>
          window.history.replaceState(window.history.state, "", searchUrl(location.pathname, query, kind))
        }
      />
    </PlainSection>
  );
}

export const Head = pageHead("common", { keyPrefix: "search", noindex: true });

export const query = graphql`
  query SearchPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }, sort: { ns: ASC }) {
      ...PageLocales
    }
  }
`;
