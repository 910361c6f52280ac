import { TransportError, type Transport, type TransportResponse } from "../transport/transport";
import { ResponseProblem, describeBody, isHtml, readImage, readJson, type Expected } from "./response-body";
import { WordPressRequestError } from "./request-error";
import { withRetries, type RetryPolicy } from "./retry";
import { retryAfterMs } from "./retry-after";

export interface RequestOptions {
  retry: RetryPolicy;
  /** Told before another try, e.g. to log it. */
  onRetry?(error: WordPressRequestError, attempt: number, delayMs: number): void;
  /** Tests pass one that records the waits instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Answers that say "not now" rather than "no": 408 Request Timeout, 429 Too Many Requests and the 5xx
 * (500 from a PHP fatal error that may pass, 502/504 from a proxy, 503 from maintenance or overload).
 */
function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

const HTML_HINT =
  "Check that the url option (WORDPRESS_URL) is the address of the WordPress site and that its permalinks " +
  "are not set to Plain (Settings › Permalinks), which answers /wp-json/ with HTML.";

/**
 * GETs `target` through the transport and reads the answer with `read`, retrying what may pass (no answer,
 * a time-out, 408, 429, a 5xx) with back-off, waiting at least what Retry-After asks (bounded by the
 * policy). Another 4xx or an unusable 2xx is final at once. Throws WordPressRequestError.
 */
async function request<T>(
  transport: Transport,
  target: string,
  accept: { type: string; expected: Expected },
  options: RequestOptions,
  read: (response: TransportResponse) => T,
): Promise<{ value: T; response: TransportResponse }> {
  return withRetries(
    async (attempt) => {
      let response: TransportResponse;
      try {
        response = await transport.get(target, accept.type);
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        throw new WordPressRequestError({
          url: error.url,
          problem: error.message,
          retryable: true,
          attempts: attempt,
        });
      }
      const responseFacts = {
        url: response.url,
        status: response.status,
        statusText: response.statusText,
        redirectedTo:
          response.redirected && response.finalUrl !== response.url ? response.finalUrl : undefined,
        attempts: attempt,
      };
      if (response.status < 200 || response.status > 299) {
        const { problem, wordPressCode } = describeBody(response, accept.expected);
        const retryable = isRetryableStatus(response.status);
        const headers = response.headers;
        throw new WordPressRequestError({
          ...responseFacts,
          problem,
          wordPressCode,
          retryable,
          retryAfterMs: retryable
            ? retryAfterMs(headers.get("retry-after"), headers.get("date"), Date.now())
            : undefined,
          maxRetryAfterMs: options.retry.maxRetryAfterMs,
        });
      }
      try {
        return { value: read(response), response };
      } catch (error) {
        if (!(error instanceof ResponseProblem)) throw error;
        const hint = isHtml(response) ? HTML_HINT : undefined;
        throw new WordPressRequestError({ ...responseFacts, problem: error.problem, retryable: false, hint });
      }
    },
    options.retry,
    {
      isRetryable: (error) => error instanceof WordPressRequestError && error.retryable,
      askedDelayMs: (error) => (error instanceof WordPressRequestError ? error.retryAfterMs : undefined),
      sleep: options.sleep,
      onRetry: (error, attempt, delayMs) =>
        options.onRetry?.(error as WordPressRequestError, attempt, delayMs),
    },
  );
}

export function requestJson(transport: Transport, target: string, options: RequestOptions) {
  return request(transport, target, { type: "application/json", expected: "JSON" }, options, readJson);
}

export function requestImage(transport: Transport, target: string, options: RequestOptions) {
  const type = "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8";
  return request(transport, target, { type, expected: "an image" }, options, readImage);
}
