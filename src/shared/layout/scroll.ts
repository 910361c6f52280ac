/**
 * Gatsby restores scroll positions itself (sessionStorage, per history entry). With the browser's own
 * restoration left on "auto", a back or forward first scrolls the old page, and Gatsby's scroll listener
 * saves that position under the old entry, so a later forward returns to the wrong place.
 */
export function leaveScrollRestorationToGatsby(): void {
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
}
