declare global {
  interface Window {
    /** Google Tag Manager's queue: entries pushed before the container loads are read when it does. */
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(entry: object): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/**
 * A tag manager command (`gtag('consent', 'update', …)`). The tag manager runs a command only when it
 * receives the function's `arguments` object itself, not an array of the same values: hence no rest
 * parameter.
 */
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  pushToDataLayer(arguments);
}
