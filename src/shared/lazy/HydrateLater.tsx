import { Suspense, type ReactNode } from "react";

/**
 * Content the server has already painted. React hydrates a Suspense boundary after the frame around it, at
 * low priority and in slices of a few milliseconds, so hydrating a long page never blocks input for long;
 * a click on it before then hydrates it at once and is replayed. Nothing is ever suspended here: the
 * fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
