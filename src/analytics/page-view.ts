import { languageOfPath, stripLanguagePrefix } from "../i18n/languages";

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

/** The data layer entry of a page view; the URL is the site path with query and hash. */
export function pageViewEntry(page: {
  pathname: string;
  search: string;
  hash: string;
  title: string;
}): PageViewEntry {
  return {
    event: PAGE_VIEW_EVENT,
    routeName: routeName(page.pathname),
    pageType: "PageView",
    pageUrl: `${page.pathname}${page.search}${page.hash}`,
    pageTitle: page.title,
  };
}
