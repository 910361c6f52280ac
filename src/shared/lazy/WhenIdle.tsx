import { Suspense, useEffect, useState, type ReactNode } from "react";

/** At the latest this long after hydration the children render, however busy the browser is. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Renders its children once the browser is idle after hydration; nothing before, on the server included.
 * For parts of the layout nobody sees on arrival (status messages, notices): given as `lazy()` components,
 * their code and CSS leave every page's first load and arrive as a chunk of their own.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ready = () => setIdle(true);
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(ready, 0);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(ready, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }, []);
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}
