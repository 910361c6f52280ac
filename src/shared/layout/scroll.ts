/** Scroll positions are Gatsby's to restore, not the browser's (docs/browser-behaviour.md). */
export function leaveScrollRestorationToGatsby(): void {
  // On "auto" a back or forward first scrolls the old page, and Gatsby's scroll listener saves that position
  // under the old entry, so a later forward returns to the wrong place.
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
}
