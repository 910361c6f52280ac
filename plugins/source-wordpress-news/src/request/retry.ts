export interface RetryPolicy {
  /** Further attempts after the first one. */
  retries: number;
  /** Wait before the first retry; it doubles for each further one. */
  baseDelayMs: number;
  /** Spread the waits (0.5–1 × the delay) so parallel downloads don't retry in step. */
  jitter?: boolean;
  /**
   * The longest Retry-After honoured. A server that asks for longer (a maintenance page saying "in an
   * hour") is not tried again at all: an earlier try would go against its word, and the build would stall.
   */
  maxRetryAfterMs?: number;
  /** All the waits of one request together may not exceed this; a retry that would is not made. */
  maxTotalDelayMs?: number;
}

export interface RetryHooks {
  isRetryable(error: unknown): boolean;
  /** The wait the server asked for with this error (Retry-After), if any: the wait is at least that. */
  askedDelayMs?(error: unknown): number | undefined;
  /** Told before each wait, e.g. to log that a request is tried again. */
  onRetry?(error: unknown, attempt: number, delayMs: number): void;
  /** Tests pass a random source to check the jitter. */
  random?: () => number;
  /** Tests pass one that records the waits instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
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
 * The wait before attempt `attempt + 1`, or undefined when there is to be none: the retries are used up,
 * the server asked (`askedMs`, its Retry-After) for more than `maxRetryAfterMs`, or the wait would take the
 * request's waits (`waitedMs` so far) beyond `maxTotalDelayMs`. Retry-After is honoured: the wait is the
 * longer of it and the back-off.
 */
export function nextDelay(
  attempt: number,
  waitedMs: number,
  askedMs: number | undefined,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number | undefined {
  if (attempt > policy.retries) return undefined;
  if (askedMs !== undefined && askedMs > (policy.maxRetryAfterMs ?? Number.POSITIVE_INFINITY))
    return undefined;
  const delay = Math.max(backoffDelay(attempt, policy, random), askedMs ?? 0);
  const limit = policy.maxTotalDelayMs ?? Number.POSITIVE_INFINITY;
  return waitedMs + delay > limit ? undefined : delay;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` until it succeeds, fails with an error that is not worth another try, or has been tried
 * `retries + 1` times, or another wait would go beyond the policy's total; then throws the last error.
 * `run` is told which attempt it is.
 */
export async function withRetries<T>(
  run: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  hooks: RetryHooks,
): Promise<T> {
  let waitedMs = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (!hooks.isRetryable(error)) throw error;
      const delayMs = nextDelay(attempt, waitedMs, hooks.askedDelayMs?.(error), policy, hooks.random);
      if (delayMs === undefined) throw error;
      hooks.onRetry?.(error, attempt, delayMs);
      await (hooks.sleep ?? wait)(delayMs);
      waitedMs += delayMs;
    }
  }
}
