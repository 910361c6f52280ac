/** When to try the provider again during an outage (docs/sign-in.md). */
export const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 60_000;

/** Milliseconds before retry number `attempt` (0 for the first); `random` returns a number in [0, 1). */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const steps = Math.max(0, Math.min(Math.floor(attempt), 16));
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** steps);
  // Half of each delay random ("equal jitter"), so that many open tabs and browsers do not all come back at
  // the same moment and hit a recovering provider together.
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
