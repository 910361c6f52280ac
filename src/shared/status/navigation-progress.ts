/**
 * The phases of the loading bar shown while a navigation takes long (docs/browser-behaviour.md): a pure state
 * machine, so the bar's behaviour is tested without React or a browser.
 */
export type NavigationPhase = "idle" | "started" | "increasing" | "paused" | "finished" | "failed";

export interface NavigationProgress {
  phase: NavigationPhase;
  /** A fraction, 0–1. */
  progress: number;
}

export type NavigationEvent = "start" | "increase" | "finish" | "fail" | "reset";

export const IDLE: NavigationProgress = { phase: "idle", progress: 0 };

/** Where the bar starts, so it is visible at once. */
export const START_PROGRESS = 0.1;
/** Where it waits for the page: the last stretch is left for "finished". */
export const PAUSE_PROGRESS = 0.9;
/** Each step covers this share of the way still left, so the bar slows down as it nears the pause. */
const STEP_SHARE = 0.3;
/** Closer than this to the pause, the bar stops growing. */
const PAUSE_MARGIN = 0.01;

const ACTIVE: ReadonlySet<NavigationPhase> = new Set(["started", "increasing", "paused"]);

function isActive(phase: NavigationPhase): boolean {
  return ACTIVE.has(phase);
}

/** Whether the bar is shown at all (it is hidden, not removed, when idle). */
export function isVisible(phase: NavigationPhase): boolean {
  return phase !== "idle";
}

function increased(state: NavigationProgress): NavigationProgress {
  const next = state.progress + (PAUSE_PROGRESS - state.progress) * STEP_SHARE;
  return PAUSE_PROGRESS - next < PAUSE_MARGIN
    ? { phase: "paused", progress: PAUSE_PROGRESS }
    : { phase: "increasing", progress: next };
}

/** The state after an event; an event that does not apply to the current phase changes nothing. */
export function nextProgress(state: NavigationProgress, event: NavigationEvent): NavigationProgress {
  switch (event) {
    case "start":
      return isActive(state.phase) ? state : { phase: "started", progress: START_PROGRESS };
    case "increase":
      return state.phase === "started" || state.phase === "increasing" ? increased(state) : state;
    case "finish":
      // A navigation that ended before the bar appeared leaves it idle.
      return isActive(state.phase) ? { phase: "finished", progress: 1 } : state;
    case "fail":
      // Shown even when the request failed before the bar appeared: the visitor clicked and must learn why
      // the page is about to load in full.
      return { phase: "failed", progress: 1 };
    case "reset":
      return state.phase === "finished" || state.phase === "failed" ? IDLE : state;
  }
}
