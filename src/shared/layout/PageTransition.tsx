import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { PageI18nProvider, usePageI18n, type PageI18n } from "../i18n/page-i18n";
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion";
import { initialTransition, navigated, phaseEnded, type PageTransitionState } from "./page-transition-state";
import * as styles from "./PageTransition.module.css";

const PAGE_EXIT_MS = 150;
const PAGE_ENTER_MS = 180;

/** A page as it was on screen: its element and the translations it was rendered with. */
interface PageSnapshot {
  element: ReactNode;
  i18n: PageI18n;
  /** Where it was in the viewport, so its fading copy stays in place. */
  box?: { top: number; left: number; width: number };
}

// React 18 passes unknown attributes through as strings; `inert` keeps the fading copy out of the
// keyboard's and the screen reader's way (React 19 knows it as a boolean).
const INERT = { inert: "" } as Record<string, string>;

/**
 * The page transition named `page`. The new page is mounted at once (so Gatsby's scrolling, its route
 * announcer and the focus see it) but stays invisible while a copy of the old page, hidden from
 * assistive technology, fades out on top of it; then the new page fades in. No motion when the visitor
 * asks for less.
 */
export function PageTransition({ pathname, children }: { pathname: string; children: ReactNode }) {
  const i18n = usePageI18n();
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<PageTransitionState<PageSnapshot>>(() => initialTransition(pathname));
  const shown = useRef<(PageSnapshot & { key: string }) | null>(null);
  const currentNode = useRef<HTMLDivElement>(null);

  if (state.currentKey !== pathname) {
    // Derived during render, before the old page's DOM is replaced, so it can be measured.
    const rect = currentNode.current?.getBoundingClientRect();
    const leaving = shown.current && {
      ...shown.current,
      box: rect && { top: rect.top, left: rect.left, width: rect.width },
    };
    setState(navigated(state, pathname, leaving, reducedMotion));
  }

  useEffect(() => {
    shown.current = { key: pathname, element: children, i18n };
  });

  useEffect(() => {
    if (state.phase === "idle") return;
    const timer = window.setTimeout(
      () => setState(phaseEnded),
      state.phase === "exit" ? PAGE_EXIT_MS : PAGE_ENTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state.phase, state.run]);

  const timing = { "--page-exit-ms": PAGE_EXIT_MS, "--page-enter-ms": PAGE_ENTER_MS } as CSSProperties;
  const enterClass =
    state.phase === "exit"
      ? "page-enter"
      : state.phase === "enter"
        ? "page-enter page-enter-active"
        : undefined;
  return (
    <div className={styles.stage} style={timing} data-transition="page" data-transition-phase={state.phase}>
      <div key={state.currentKey} ref={currentNode} className={enterClass}>
        <PageI18nProvider value={i18n}>{children}</PageI18nProvider>
      </div>
      {state.leaving && (
        <div
          key={state.leaving.key}
          className="page-exit page-exit-active"
          style={state.leaving.box}
          aria-hidden="true"
          {...INERT}
        >
          {/* The old page keeps its own translations: the new page's provider lacks its namespaces. */}
          <PageI18nProvider value={state.leaving.i18n}>{state.leaving.element}</PageI18nProvider>
        </div>
      )}
    </div>
  );
}
