import { stripLanguagePrefix } from "../shared/i18n/languages";

/** What a search result is, as the kind filter offers it. */
export const SEARCH_KINDS = ["machine", "material", "news", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === "string" && (SEARCH_KINDS as readonly string[]).includes(value);
}

// Pages nobody should land on from a search: sign-in, the signed-in area, the previews, the search
// page itself, not-found pages, the news lists (their posts are found one by one), the comparisons and the
// materials' filters (lists of items, where each item's own page is the better answer).
const NOT_FOUND_BY_SEARCH = [
  /^\/(?:account|compare|editor-preview|login|preview|search)\//,
  /^\/materials\/(?:process|family|machine)\//,
  /^\/404(?:\/|\.html$)/,
  /^\/dev-404-page\//,
  /^\/news\/(?:$|page\/|category\/)/,
];

/**
 * The kind of the page at a path for the search index, or null for a page that must not be indexed.
 * The layout marks the page's <main> with it (gatsby/search/index-site.mjs indexes only marked pages).
 */
export function searchKindOfPage(pathname: string): SearchKind | null {
  const path = stripLanguagePrefix(
    pathname.endsWith("/") || pathname.endsWith(".html") ? pathname : `${pathname}/`,
  );
  if (NOT_FOUND_BY_SEARCH.some((pattern) => pattern.test(path))) return null;
  if (path.startsWith("/news/")) return "news";
  if (path.startsWith("/materials/")) return "material";
  if (path.startsWith("/machines/") || path.startsWith("/products/")) return "machine";
  return "page";
}
