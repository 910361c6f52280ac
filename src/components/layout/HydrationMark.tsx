import { useHydrationMark } from "../../hooks/use-hydration-mark";

/** Rendered last inside the page's deferred boundary: its effect runs once the whole page is hydrated. */
export function HydrationMark() {
  useHydrationMark();
  return null;
}
