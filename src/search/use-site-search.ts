import { useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "../shared/i18n/languages";
import type { SearchKind } from "./page-kind";
import { forgetPagefind, loadPagefind, type PagefindResult } from "./pagefind-client";
import { exactNamesFirst, toSearchHit, type SearchHit } from "./search-hits";

export type KindFilter = SearchKind | "all";

export type SearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; query: string; hits: SearchHit[]; total: number; loadingMore: boolean }
  | { status: "failed"; query: string };

/**
 * How many results are shown at first and added by "more": Pagefind loads the text (a fragment) of the
 * shown results only, so ten keep the first query small (bench/search-weight.mjs).
 */
const RESULTS_PER_STEP = 10;
// Typing pauses this long before a search starts, so each keystroke does not fetch index chunks.
const TYPING_PAUSE_MS = 150;

/**
 * The site search for a query as the visitor types it; the latest query's answer wins. `showMore` adds
 * the next results of the current answer.
 */
export function useSiteSearch(query: string, kind: KindFilter, language: Language) {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  // The current answer's results, in the order shown, and whether the answer is still the current one.
  const answer = useRef<{ results: PagefindResult[]; current: boolean } | null>(null);
  const term = query.trim();

  useEffect(() => {
    if (term === "") {
      setState({ status: "idle" });
      return undefined;
    }
    const mine = { results: [] as PagefindResult[], current: true };
    answer.current = mine;
    setState({ status: "searching", query: term });
    const timer = setTimeout(() => {
      void (async () => {
        try {
          mine.results = await resultsWithRetry(term, kind, language);
          const hits = exactNamesFirst(await hitsOf(mine.results.slice(0, RESULTS_PER_STEP)), term);
          if (mine.current) setState(done(term, hits, mine.results.length));
        } catch {
          if (mine.current) setState({ status: "failed", query: term });
        }
      })();
    }, TYPING_PAUSE_MS);
    return () => {
      mine.current = false;
      clearTimeout(timer);
    };
  }, [term, kind, language]);

  const showMore = useCallback(() => {
    const mine = answer.current;
    if (state.status !== "done" || state.loadingMore || mine === null) return;
    setState({ ...state, loadingMore: true });
    const next = mine.results.slice(state.hits.length, state.hits.length + RESULTS_PER_STEP);
    void hitsOf(next).then(
      (more) => mine.current && setState(done(state.query, [...state.hits, ...more], mine.results.length)),
      () => mine.current && setState({ ...state, loadingMore: false }),
    );
  }, [state]);

  return { state, showMore };
}

function done(query: string, hits: SearchHit[], total: number): SearchState {
  return { status: "done", query, hits, total, loadingMore: false };
}

/** Pagefind's results for a query, best first; their texts are loaded by hitsOf. */
async function results(term: string, kind: KindFilter, language: Language): Promise<PagefindResult[]> {
  const pagefind = await loadPagefind(language);
  const answer = await pagefind.search(term, kind === "all" ? {} : { filters: { kind } });
  return answer?.results ?? [];
}

async function resultsWithRetry(term: string, kind: KindFilter, language: Language) {
  try {
    return await results(term, kind, language);
  } catch {
    // A release went live since Pagefind was loaded, and its index chunks are gone: load anew, ask once more.
    forgetPagefind(language);
    return results(term, kind, language);
  }
}

async function hitsOf(results: PagefindResult[]): Promise<SearchHit[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map(toSearchHit).filter((hit): hit is SearchHit => hit !== null);
}
