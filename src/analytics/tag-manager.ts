import { pushToDataLayer } from "./data-layer";

/** Google Tag Manager's container script for a container id. */
export function tagManagerScriptUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * The entry Google's own snippet pushes before it loads the container: GTM measures its timings from
 * `gtm.start` and starts processing at the `gtm.js` event.
 */
export function tagManagerStartEntry(now: number): { "gtm.start": number; event: "gtm.js" } {
  return { "gtm.start": now, event: "gtm.js" };
}

/**
 * Loads the tag manager container as an external script, once. Google's usual snippet is an inline
 * script, which the Content Security Policy would block (it allows only hashed inline scripts and the
 * tag manager host), so its two steps are done from here.
 */
export function loadTagManager(containerId: string): void {
  const src = tagManagerScriptUrl(containerId);
  if (document.querySelector(`script[src="${src}"]`)) return;
  pushToDataLayer(tagManagerStartEntry(Date.now()));
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}
