import { TransportError, type Transport, type TransportResponse } from "./transport";

export interface HttpTransportOptions {
  /** The WordPress site's address; WordPress may live in a sub-directory (https://example.com/blog). */
  baseUrl: string;
  /** Time for one request, body included. */
  timeoutMs: number;
  /** Node's global fetch unless a test passes another. */
  fetch?: typeof fetch;
}

/** Reads WordPress over HTTP. Public reads only: no Authorization header, no cookies. */
export function createHttpTransport({
  baseUrl,
  timeoutMs,
  fetch: fetchImpl = fetch,
}: HttpTransportOptions): Transport {
  // Targets are relative paths, resolved below the base even when WordPress lives in a sub-directory.
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  const origin = new URL(base).origin;
  return {
    source: base,
    isOwnUrl: (target) => {
      try {
        return new URL(target, base).origin === origin;
      } catch {
        return false;
      }
    },
    async get(target: string, accept: string): Promise<TransportResponse> {
      const url = new URL(target, base).href;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetchImpl(url, {
          method: "GET",
          headers: { Accept: accept },
          redirect: "follow",
          credentials: "omit",
          signal: controller.signal,
        });
        const body = Buffer.from(await response.arrayBuffer());
        return {
          url,
          finalUrl: response.url || url,
          redirected: response.redirected,
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
          body,
        };
      } catch (error) {
        if (controller.signal.aborted) {
          throw new TransportError("timeout", url, `no complete answer within ${timeoutMs} ms`);
        }
        throw new TransportError("network", url, `the request failed: ${networkCause(error)}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Node's fetch says only "fetch failed"; the cause holds the useful part (ECONNREFUSED, ENOTFOUND …). */
function networkCause(error: unknown): string {
  // Duck-typed: errors from fetch may come from another realm (a test runner's sandbox).
  type ErrorLike = { message?: unknown; code?: unknown; cause?: unknown };
  const outer = (typeof error === "object" && error !== null ? error : {}) as ErrorLike;
  const cause = (typeof outer.cause === "object" && outer.cause !== null ? outer.cause : undefined) as
    ErrorLike | undefined;
  if (cause && typeof cause.message === "string") {
    const code = typeof cause.code === "string" ? cause.code : undefined;
    return code && !cause.message.includes(code) ? `${code} (${cause.message})` : cause.message;
  }
  return typeof outer.message === "string" ? outer.message : String(error);
}
