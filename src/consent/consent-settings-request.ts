/**
 * The footer's "Cookie settings" button asks the consent banner to open again. They sit apart in the
 * layout and the banner's code may not be loaded yet, so the request travels through this small channel.
 */
type Listener = (opener: HTMLElement) => void;

const listeners = new Set<Listener>();

/** Asks the banner to open; the focus goes back to `opener` when it closes. */
export function requestConsentSettings(opener: HTMLElement): void {
  listeners.forEach((listener) => listener(opener));
}

/** Listens for requests; returns the function that stops listening. */
export function onConsentSettingsRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
