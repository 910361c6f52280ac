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
