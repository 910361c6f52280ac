import { consentModeUpdate } from "../analytics/consent-mode";
import { tagManagerScriptUrl } from "./tag-manager";
import { pushToDataLayer } from "./data-layer";

/**
 * Telling a running container about a changed answer. Only the consent banner's own chunk needs this, so
 * it stays out of the code every page loads.
 */

/**
 * A tag manager command (`gtag('consent', 'update', …)`). The tag manager runs a command only when it
 * receives the function's `arguments` object itself, not an array of the same values: hence no rest
 * parameter.
 */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  pushToDataLayer(arguments);
}

/** Whether the container was loaded into this document (it stays until the visitor leaves the page). */
export function isTagManagerLoaded(containerId: string): boolean {
  return document.querySelector(`script[src="${tagManagerScriptUrl(containerId)}"]`) !== null;
}

/** Tells a container already running in this page the visitor's new answer; without one, nothing to tell. */
export function updateTagManagerConsent(containerId: string, answer: "granted" | "denied"): void {
  if (isTagManagerLoaded(containerId)) gtag(...consentModeUpdate(answer));
}
