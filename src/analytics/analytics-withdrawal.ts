import { analyticsCookieRemovals } from "../analytics/analytics-cookies";
import { isTagManagerLoaded, updateTagManagerConsent } from "./tag-manager-consent";

declare global {
  interface Window {
    /**
     * Gatsby's own flag (set by its offline plugin when a new service worker arrives): while it is true,
     * every in-site navigation loads the next page from the server instead of rendering it in this document.
     */
    ___swUpdated?: boolean;
  }
}

/**
 * What a decline does beyond storing it. A container that already runs in this page cannot be unloaded:
 * it is told that consent is withdrawn, and the next page the visitor opens is loaded as a new document,
 * which starts without it. Then the analytics cookies the page can see are removed (after the update, so
 * the container sets none again).
 */
export function withdrawAnalytics(containerId: string): void {
  if (isTagManagerLoaded(containerId)) {
    updateTagManagerConsent(containerId, "denied");
    window.___swUpdated = true;
  }
  for (const removal of analyticsCookieRemovals(document.cookie, window.location.hostname)) {
    document.cookie = removal;
  }
}
