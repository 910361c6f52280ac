import { useEffect } from "react";

/**
 * Marks the document once React has taken over the served HTML (`<html data-hydrated>`), so browser tests
 * interact only with a page whose handlers are attached, however slow the machine. Rendered last inside the
 * page's deferred boundary (HydrateLater): its effect runs once the whole page is hydrated.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
