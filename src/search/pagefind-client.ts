import { withPrefix } from "gatsby";
import type { Language } from "../shared/i18n/languages";
import type { PagefindResultData } from "./search-hits";

/** A result of a search: its text and data (a fragment file) load when asked for. */
export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

/** The part of Pagefind's browser API (public/pagefind/pagefind.js) the site uses. */
export interface PagefindSearch {
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[] } | null>;
}

interface PagefindModule {
  createInstance(options: { excerptLength?: number }): PagefindSearch & { init(): Promise<void> };
}

const instances = new Map<Language, Promise<PagefindSearch>>();

/**
 * Pagefind for the page's language, loaded on first use: the script, its WebAssembly and the language's
 * index come from /pagefind/ only when the visitor opens the search. Pagefind picks the index by the
 * document's <html lang>, which is the page's language. A failed load is tried again next time.
 */
export function loadPagefind(language: Language): Promise<PagefindSearch> {
  let instance = instances.get(language);
  if (instance === undefined) {
    instance = (async () => {
      const url = withPrefix("/pagefind/pagefind.js");
      const pagefind = (await import(/* webpackIgnore: true */ url)) as PagefindModule;
      const search = pagefind.createInstance({ excerptLength: 24 });
      await search.init();
      return search;
    })();
    instances.set(language, instance);
    instance.catch(() => instances.delete(language));
  }
  return instance;
}

/**
 * Forgets the loaded Pagefind of a language, so the next search loads the index anew: after a new release
 * went live, the index chunks an open page had learnt of are gone.
 */
export function forgetPagefind(language: Language): void {
  instances.delete(language);
}
