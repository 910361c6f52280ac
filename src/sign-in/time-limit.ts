import { withTimeLimit } from "../shared/utils/time-limit";

/**
 * keycloak-js sets no time-out on its requests: a provider that accepts the connection and never answers
 * would keep the session "checking" forever. Every call to the provider goes through this limit.
 */
export const PROVIDER_TIME_LIMIT_MS = 10_000;

export class ProviderTimeout extends Error {
  constructor(readonly limitMs: number) {
    super(`The sign-in service did not answer within ${limitMs} ms`);
    this.name = "ProviderTimeout";
  }
}

/** The work's result, or a ProviderTimeout rejection once `limitMs` has passed (the work is not cancelled). */
export function withinProviderLimit<T>(
  work: Promise<T>,
  limitMs: number = PROVIDER_TIME_LIMIT_MS,
): Promise<T> {
  return withTimeLimit(work, limitMs, () => new ProviderTimeout(limitMs));
}
