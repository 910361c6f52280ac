import { removeCompoundMarks } from "./compound-mark";
import { isSearchKind, type SearchKind } from "./page-kind";

/** What Pagefind's `result.data()` gives for a page or record (the fields the site uses). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
}

/** A run of an excerpt's text, marked where it matches the query. */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

/** A search result as the site shows it. */
export interface SearchHit {
  url: string;
  title: string;
  kind: SearchKind;
  excerpt: ExcerptPart[];
  /** A material's datasheet (PDF). */
  datasheet?: string;
}

// Only paths of the site itself: the index is built from our pages, and a result is a link.
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * Pagefind's excerpt is the page's text as it reads (not escaped: "R&D", "< 100 ppm") with <mark> put
 * around the matches. Read as text runs, so that nothing of it is ever inserted as markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const match = piece.startsWith("<mark>") && piece.endsWith("</mark>");
      const text = match ? piece.slice("<mark>".length, -"</mark>".length) : piece;
      return { text: removeCompoundMarks(text), match };
    });
}

/** A result of the index as a hit, or null when it is not something the site would link to. */
export function toSearchHit(data: PagefindResultData): SearchHit | null {
  if (!SITE_PATH.test(data.url)) return null;
  const kind = data.filters?.kind?.find(isSearchKind) ?? "page";
  const datasheet = data.meta.datasheet;
  return {
    url: data.url,
    title: removeCompoundMarks(data.meta.title ?? "").trim() || data.url,
    kind,
    excerpt: excerptParts(data.excerpt),
    ...(datasheet !== undefined && SITE_PATH.test(datasheet) ? { datasheet } : {}),
  };
}

const normalized = (text: string) => text.normalize("NFKC").trim().toLowerCase();

/**
 * An exact name wins: the hits whose title is the query ("AlSi10Mg", "AconityMIDI+") come first, in the
 * index's order, then the others in theirs.
 */
export function exactNamesFirst(hits: readonly SearchHit[], query: string): SearchHit[] {
  const wanted = normalized(query);
  const exact = hits.filter((hit) => normalized(hit.title) === wanted);
  return [...exact, ...hits.filter((hit) => !exact.includes(hit))];
}
