export interface RetryPolicy {
  /** Further attempts after the first one. */
  retries: number;
  /** Wait before the first retry; it doubles for each further one. */
  baseDelayMs: number;
  /** Spread the waits (0.5–1 × the delay) so parallel downloads don't retry in step. */
  jitter?: boolean;
}

export interface RetryHooks {
  isRetryable(error: unknown): boolean;
  /** Told before each wait, e.g. to log that a request is tried again. */
  onRetry?(error: unknown, attempt: number, delayMs: number): void;
  /** Tests pass a random source to check the jitter. */
  random?: () => number;
}

/** The wait after failed attempt `attempt` (1-based): exponential back-off. */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const delay = policy.baseDelayMs * 2 ** (attempt - 1);
  return policy.jitter ? Math.round(delay * (0.5 + random() / 2)) : delay;
}

/**
 * Runs `run` until it succeeds, fails with an error that is not worth another try, or has been tried
 * `retries + 1` times; then throws the last error. `run` is told which attempt it is.
 */
export async function withRetries<T>(
  run: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  hooks: RetryHooks,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (attempt > policy.retries || !hooks.isRetryable(error)) throw error;
      const delayMs = backoffDelay(attempt, policy, hooks.random);
      hooks.onRetry?.(error, attempt, delayMs);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
