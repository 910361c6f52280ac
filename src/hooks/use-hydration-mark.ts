import { useEffect } from "react";

/**
 * Marks the document once React has taken over the served HTML (`<html data-hydrated>`), so browser tests
 * interact only with a page whose handlers are attached, however slow the machine.
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
