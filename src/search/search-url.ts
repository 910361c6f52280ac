import { isSearchKind } from "./page-kind";

type KindFilter = ReturnType<typeof kindOf>;

function kindOf(value: string | null) {
  return isSearchKind(value) ? value : ("all" as const);
}

/** The query and kind a search page's URL asks for (`?q=…&kind=…`); anything unknown is left out. */
export function searchQueryOf(search: string): { query: string; kind: KindFilter } {
  const params = new URLSearchParams(search);
  return { query: (params.get("q") ?? "").slice(0, 200), kind: kindOf(params.get("kind")) };
}

/** The address of the search page for a query, to share. */
export function searchUrl(pathname: string, query: string, kind: KindFilter): string {
  const params = new URLSearchParams();
  if (query.trim() !== "") params.set("q", query);
  if (kind !== "all") params.set("kind", kind);
  const search = params.toString();
  return search === "" ? pathname : `${pathname}?${search}`;
}
