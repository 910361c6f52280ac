/**
 * The one navigation progress of the window, outside React: Gatsby's browser hooks (gatsby-browser.tsx)
 * send events, the loading bar subscribes (useSyncExternalStore).
 */
import { IDLE, nextProgress, type NavigationEvent, type NavigationProgress } from "./navigation-progress";

let current: NavigationProgress = IDLE;
const listeners = new Set<() => void>();

export function navigationProgress(): NavigationProgress {
  return current;
}

export function subscribeToNavigationProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sendNavigationEvent(event: NavigationEvent): void {
  const next = nextProgress(current, event);
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}
