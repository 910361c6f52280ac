import { consentModeUpdate, tagManagerScriptUrl, tagManagerStartEntry } from "../analytics/tag-manager";
import { gtag, pushToDataLayer } from "./data-layer";

function containerScript(containerId: string): HTMLScriptElement | null {
  return document.querySelector(`script[src="${tagManagerScriptUrl(containerId)}"]`);
}

/**
 * Loads the tag manager container as an external script, once. Google's usual snippet is an inline
 * script, which the Content Security Policy would block (it allows only hashed inline scripts and the
 * tag manager host), so its two steps are done from here.
 */
export function loadTagManager(containerId: string): void {
  if (containerScript(containerId)) return;
  pushToDataLayer(tagManagerStartEntry(Date.now()));
  const script = document.createElement("script");
  script.async = true;
  script.src = tagManagerScriptUrl(containerId);
  document.head.appendChild(script);
}

/** Whether the container was loaded into this document (it stays until the visitor leaves the page). */
export function isTagManagerLoaded(containerId: string): boolean {
  return containerScript(containerId) !== null;
}

/** Tells a container already running in this page the visitor's new answer; without one, nothing to tell. */
export function updateTagManagerConsent(containerId: string, answer: "granted" | "denied"): void {
  if (isTagManagerLoaded(containerId)) gtag(...consentModeUpdate(answer));
}
