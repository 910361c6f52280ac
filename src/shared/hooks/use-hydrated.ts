import { useEffect, useState } from "react";

/**
 * False in the served HTML and while React takes it over, true once the component's effects ran: from then
 * on its handlers work (docs/browser-behaviour.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
