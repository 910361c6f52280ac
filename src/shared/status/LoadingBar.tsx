import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "../i18n/page-i18n";
import { IDLE, isVisible, type NavigationProgress } from "./navigation-progress";
import {
  navigationProgress,
  sendNavigationEvent,
  subscribeToNavigationProgress,
} from "./navigation-progress-store";
import * as styles from "./LoadingBar.module.css";

/** How often the bar grows while the page is on its way. */
const STEP_MS = 400;
/** How long the full bar stays before it fades: long enough to be seen. */
const FINISHED_MS = 400;
/** How long a failure stays on screen (Gatsby is loading the page in full meanwhile). */
const FAILED_MS = 5000;

const serverProgress = (): NavigationProgress => IDLE;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * The thin bar at the top of the window while a navigation takes long (it starts only after Gatsby's
 * one-second delay). Its phase is on `data-state`; with reduced motion it does not grow, it only appears
 * and goes.
 */
export function LoadingBar() {
  const { t } = useTranslation("common");
  const { phase, progress } = useSyncExternalStore(
    subscribeToNavigationProgress,
    navigationProgress,
    serverProgress,
  );

  useEffect(() => {
    const growing = phase === "started" || phase === "increasing";
    if (growing && prefersReducedMotion()) return;
    const step = growing ? "increase" : phase === "finished" || phase === "failed" ? "reset" : null;
    if (step === null) return;
    const delay = growing ? STEP_MS : phase === "finished" ? FINISHED_MS : FAILED_MS;
    const timer = setTimeout(() => sendNavigationEvent(step), delay);
    return () => clearTimeout(timer);
  }, [phase, progress]);

  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={t("pageStatus.loading")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      aria-valuetext={phase === "failed" ? t("pageStatus.loadFailed") : undefined}
      data-state={phase}
      hidden={!isVisible(phase)}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
