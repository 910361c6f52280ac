import { languageOfPath, stripLanguagePrefix } from "../shared/i18n/languages";

/**
 * The event name of a page view. It is the one the previous site's tag manager integration
 * (`@nuxtjs/gtm`) pushed, so the triggers already set up in the container keep firing.
 */
const PAGE_VIEW_EVENT = "nuxtRoute";

/** What the tag manager receives for each page shown. */
export interface PageViewEntry {
  event: typeof PAGE_VIEW_EVENT;
  routeName: string;
  pageType: "PageView";
  pageUrl: string;
  pageTitle: string;
}

/**
 * The route's name, the same in both languages but for the suffix: "/de/machines/metal-lbpf/" →
 * "machines-metal-lbpf___de", "/" → "index___en" (the naming of the previous site's router).
 */
export function routeName(pathname: string): string {
  const segments = stripLanguagePrefix(pathname).split("/").filter(Boolean);
  const name = segments.length === 0 ? "index" : segments.map(decodeSegment).join("-");
  return `${name}___${languageOfPath(pathname)}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The query parameters a page view may carry: the campaign tags analytics reports by and the site search's
 * term. Nothing else leaves the page: a preview link's `token`, a sign-in callback's `code`, `state`,
 * `session_state` and `iss`, or whatever a link someone else made puts in the address. The hash never does.
 */
const ANALYTICS_PARAMETERS: readonly string[] = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "q",
];

/** `search` with only the parameters analytics needs, in their order ("" when none is left). */
export function analyticsSearch(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (ANALYTICS_PARAMETERS.includes(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query === "" ? "" : `?${query}`;
}

/** The data layer entry of a page view; the URL is the site path with the analytics parameters only. */
export function pageViewEntry(page: { pathname: string; search: string; title: string }): PageViewEntry {
  return {
    event: PAGE_VIEW_EVENT,
    routeName: routeName(page.pathname),
    pageType: "PageView",
    pageUrl: `${page.pathname}${analyticsSearch(page.search)}`,
    pageTitle: page.title,
  };
}
