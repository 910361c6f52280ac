/** What one request ended with when it gave up: enough to fix the cause without opening a debugger. */
export interface RequestFailure {
  url: string;
  /** The HTTP status, when an answer came at all. */
  status?: number;
  statusText?: string;
  /** The URL that answered, when a redirect led elsewhere. */
  redirectedTo?: string;
  /** What came back, or why nothing did. */
  problem: string;
  /** The `code` of a WordPress JSON error. */
  wordPressCode?: string;
  /** Whether another try could succeed (no answer, a 408, a 429 or a 5xx). */
  retryable: boolean;
  /** The wait the server asked for with Retry-After, in ms. */
  retryAfterMs?: number;
  /** The longest Retry-After the build honours; with a longer one it did not try again. */
  maxRetryAfterMs?: number;
  /** How many attempts were made. */
  attempts: number;
  /** What to check, when the cause is likely a setting. */
  hint?: string;
}

export class WordPressRequestError extends Error implements RequestFailure {
  readonly url: string;
  readonly status?: number;
  readonly statusText?: string;
  readonly redirectedTo?: string;
  readonly problem: string;
  readonly wordPressCode?: string;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly maxRetryAfterMs?: number;
  readonly attempts: number;
  readonly hint?: string;

  constructor(failure: RequestFailure) {
    super(failureMessage(failure));
    this.name = "WordPressRequestError";
    this.url = failure.url;
    this.status = failure.status;
    this.statusText = failure.statusText;
    this.redirectedTo = failure.redirectedTo;
    this.problem = failure.problem;
    this.wordPressCode = failure.wordPressCode;
    this.retryable = failure.retryable;
    this.retryAfterMs = failure.retryAfterMs;
    this.maxRetryAfterMs = failure.maxRetryAfterMs;
    this.attempts = failure.attempts;
    this.hint = failure.hint;
  }
}

/** "GET <url> answered 500 Internal Server Error: HTML instead of JSON: "…". Gave up after 5 attempts." */
function failureMessage(failure: RequestFailure): string {
  const parts = [`GET ${failure.url}`];
  if (failure.status !== undefined) {
    parts.push(` answered ${failure.status}${failure.statusText ? ` ${failure.statusText}` : ""}`);
    if (failure.redirectedTo) parts.push(` after a redirect to ${failure.redirectedTo}`);
  }
  parts.push(`: ${failure.problem}.`);
  if (failure.retryable && asksTooLong(failure)) {
    parts.push(
      ` It asked to be tried again in ${seconds(failure.retryAfterMs)} (Retry-After), later than the` +
        ` ${seconds(failure.maxRetryAfterMs)} a build waits.`,
    );
  }
  if (failure.retryable) {
    parts.push(` Gave up after ${failure.attempts} attempt${failure.attempts === 1 ? "" : "s"}.`);
  }
  if (failure.hint) parts.push(` ${failure.hint}`);
  return parts.join("");
}

function asksTooLong(failure: RequestFailure): boolean {
  return (
    failure.retryAfterMs !== undefined &&
    failure.maxRetryAfterMs !== undefined &&
    failure.retryAfterMs > failure.maxRetryAfterMs
  );
}

function seconds(ms = 0): string {
  return ms >= Number.MAX_SAFE_INTEGER ? "an unbounded time" : `${Math.ceil(ms / 1000)} s`;
}
