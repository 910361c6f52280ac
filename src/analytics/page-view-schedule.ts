import { isUnpublishedPage } from "../shared/pages/unpublished-page";
import { pageViewEntry } from "./page-view";
import { publicConfiguration } from "../shared/configuration/public-configuration";
import { pushToDataLayer } from "./data-layer";

/**
 * How long after a navigation the page view is pushed. Gatsby's Head sets the new page's title only after
 * onRouteUpdate has run, so the title is read when the timer fires, not when the route changes.
 */
export const PAGE_VIEW_DELAY_MS = 250;
/** On a slow device the title may still be the old page's after the delay: wait this long at most. */
export const TITLE_WAIT_LIMIT_MS = 2000;

type Location = { pathname: string; search: string };

let cancelPending: () => void = () => {};

/**
 * Pushes a page view for the page just shown (the first one included). A page left before its view was
 * pushed is not counted: the next page's navigation cancels it. A preview (a draft's, the editor's) is no
 * page of the site's and never counted.
 */
export function schedulePageView(location: Location, previous: Location | null | undefined): void {
  if (publicConfiguration.gtmId === null) return;
  cancelPending();
  if (isUnpublishedPage(location.pathname)) return;
  // The old page's title, which the new page's view must not carry (none when the page stays the same).
  const staleTitle = previous && previous.pathname !== location.pathname ? document.title : null;
  const { pathname, search } = location;
  const push = () => pushToDataLayer(pageViewEntry({ pathname, search, title: document.title }));
  let stopWaiting = () => {};
  const timer = window.setTimeout(() => {
    stopWaiting = whenTitleSettled(staleTitle, push);
  }, PAGE_VIEW_DELAY_MS);
  cancelPending = () => {
    window.clearTimeout(timer);
    stopWaiting();
  };
}

/** Calls `done` once the document has a title other than the stale one; returns a cancel function. */
function whenTitleSettled(staleTitle: string | null, done: () => void): () => void {
  const settled = () => document.title !== "" && document.title !== staleTitle;
  if (settled()) {
    done();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (settled()) finish();
  });
  const limit = window.setTimeout(finish, TITLE_WAIT_LIMIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(limit);
  }
  function finish() {
    stop();
    done();
  }
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  return stop;
}
