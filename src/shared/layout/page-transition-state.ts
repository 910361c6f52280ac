/**
 * The phases of the page transition named `page`: the leaving page fades out (exit), then the new one
 * fades in (enter). Kept free of React so the sequence is tested on its own.
 */
type PagePhase = "idle" | "exit" | "enter";

export interface PageTransitionState<Snapshot> {
  /** Path of the page being shown (or waiting to be shown, during exit). */
  currentKey: string;
  /** The leaving page, drawn on top of the new one while it fades out. */
  leaving: (Snapshot & { key: string }) | null;
  phase: PagePhase;
  /** Counts transitions, so a navigation during one restarts its timer. */
  run: number;
}

export function initialTransition<Snapshot>(key: string): PageTransitionState<Snapshot> {
  return { currentKey: key, leaving: null, phase: "idle", run: 0 };
}

/** A navigation to another path: `shown` is the page on screen until now. */
export function navigated<Snapshot>(
  state: PageTransitionState<Snapshot>,
  key: string,
  shown: (Snapshot & { key: string }) | null,
  reducedMotion: boolean,
): PageTransitionState<Snapshot> {
  if (reducedMotion || shown === null)
    return { currentKey: key, leaving: null, phase: "idle", run: state.run };
  // Back to the page still fading out: show it again rather than fade a page into itself.
  if (state.leaving?.key === key)
    return { currentKey: key, leaving: null, phase: "enter", run: state.run + 1 };
  // The page that was fading out keeps fading; the one that never appeared is skipped.
  if (state.phase === "exit" && state.leaving) return { ...state, currentKey: key };
  return { currentKey: key, leaving: shown, phase: "exit", run: state.run + 1 };
}

/** The current phase's time is up. */
export function phaseEnded<Snapshot>(state: PageTransitionState<Snapshot>): PageTransitionState<Snapshot> {
  if (state.phase === "exit") return { ...state, leaving: null, phase: "enter" };
  return { ...state, leaving: null, phase: "idle" };
}
