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
