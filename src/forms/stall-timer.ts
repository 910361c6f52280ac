export interface StallTimer {
  /** Bytes moved (or any other sign of life): the wait starts again. Ignored once stopped or fired. */
  progress(): void;
  /** The transfer ended: the timer will not fire. */
  stop(): void;
}

/**
 * Calls `onStall` once when `ms` pass without a call to `progress`. A time-out that counts only the time
 * since the last sign of life lets a large upload on a slow link take as long as it needs, while one that
 * stopped moving still ends.
 */
export function startStallTimer(ms: number, onStall: () => void): StallTimer {
  let handle: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const arm = () => {
    handle = setTimeout(() => {
      done = true;
      onStall();
    }, ms);
  };
  arm();
  return {
    progress() {
      if (done) return;
      clearTimeout(handle);
      arm();
    },
    stop() {
      done = true;
      clearTimeout(handle);
    },
  };
}
