import { ProviderTimeout } from "./time-limit";

/**
 * What a failed call to the identity provider means for the session:
 * - "outage": no response (network error, blocked or aborted connection, time-out) or a server error (5xx,
 *   408, 429). The session is kept and the call retried: the provider being down is not a sign-out.
 * - "refused": the token endpoint's 400 `invalid_grant`: the refresh token is expired or revoked, the session
 *   is over.
 * - "rejected": any other response (a 4xx such as `invalid_client`, a token keycloak-js cannot read): retrying
 *   cannot help, the session ends as failed.
 */
export type ProviderFailure = "outage" | "refused" | "rejected";

/** The provider's HTTP response, as far as it is known. */
export interface ProviderResponse {
  status: number;
  /** The OAuth `error` code of a JSON error body. */
  error?: string;
}

export function classifyResponse(response: ProviderResponse | null): ProviderFailure {
  if (response === null) return "outage";
  const { status, error } = response;
  if (status >= 500 || status === 408 || status === 429) return "outage";
  return status === 400 && error === "invalid_grant" ? "refused" : "rejected";
}

function isResponse(value: unknown): value is Pick<Response, "status" | "clone"> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Response).status === "number" &&
    typeof (value as Response).clone === "function"
  );
}

/**
 * The response behind an error from keycloak-js, or null when there was none. keycloak-js 26 rejects a failed
 * request with its `NetworkError`, which carries the fetch `Response` (unread) as `response`; `fetch` itself
 * rejects with a TypeError when no response came (network down, connection reset, CORS refused).
 */
export async function responseOf(
  failure: unknown,
): Promise<ProviderResponse | null | "none-of-the-provider"> {
  if (failure instanceof ProviderTimeout || failure instanceof TypeError) return null;
  if (typeof failure === "object" && failure !== null && (failure as DOMException).name === "AbortError")
    return null;
  const response = (failure as { response?: unknown } | null)?.response;
  if (!isResponse(response)) return "none-of-the-provider";
  let error: string | undefined;
  try {
    const body: unknown = await response.clone().json();
    const code = (body as { error?: unknown } | null)?.error;
    if (typeof code === "string") error = code;
  } catch {
    // Not JSON (a proxy's error page): the status decides.
  }
  return { status: response.status, error };
}

/** Classifies whatever a call to the provider rejected with. */
export async function classifyFailure(failure: unknown): Promise<ProviderFailure> {
  const response = await responseOf(failure);
  // Anything else (keycloak-js refusing a malformed token, say) is no outage: retrying would not help.
  return response === "none-of-the-provider" ? "rejected" : classifyResponse(response);
}
