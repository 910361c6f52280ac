import { AUTH_KEYS, STRATEGY, type AuthStorage } from "./storage-keys";
import { jwtPayload } from "./token-claims";

/**
 * The signed-in session as stored in the browser: tokens and their expiration times (epoch ms, on the
 * browser's clock) under keys prefixed `auth.` in localStorage, so a reload keeps the session. Never in
 * cookies: tokens grow with roles and claims, and cookies travel with every request. The storage is passed
 * in, so this stays pure and is tested without a browser. The keys are in storage-keys.ts.
 */

/** A token with less than this left counts as expired: a request sent now would arrive too late. */
export const EXPIRY_MARGIN_MS = 500;

export interface StoredTokens {
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
  idToken: string | null;
}

export type TokenStatus = "unknown" | "valid" | "expired";

export function tokenStatus(expiresAt: number | null | undefined, now: number): TokenStatus {
  if (typeof expiresAt !== "number" || !Number.isFinite(expiresAt) || expiresAt <= 0) return "unknown";
  return now + EXPIRY_MARGIN_MS < expiresAt ? "valid" : "expired";
}

export function saveTokens(storage: AuthStorage, tokens: StoredTokens): void {
  storage.set(AUTH_KEYS.strategy, STRATEGY);
  storage.set(AUTH_KEYS.accessToken, tokens.accessToken);
  storage.set(AUTH_KEYS.accessExpiresAt, String(tokens.accessExpiresAt));
  storage.set(AUTH_KEYS.refreshToken, tokens.refreshToken);
  storage.set(AUTH_KEYS.refreshExpiresAt, String(tokens.refreshExpiresAt));
  if (tokens.idToken) storage.set(AUTH_KEYS.idToken, tokens.idToken);
  else storage.remove(AUTH_KEYS.idToken);
}

/**
 * What the browser holds: no session, a session, or values under the session's keys that cannot be one
 * (edited by hand, left by another version, damaged): those are reported, never trusted or thrown on.
 */
export type StoredSession =
  { kind: "none" } | { kind: "unreadable" } | { kind: "stored"; tokens: StoredTokens };

/** An expiration as stored: a number of epoch ms (0 when the provider gave none). */
function readTime(value: string | null): number | null {
  return value !== null && /^-?\d{1,16}(\.\d{1,6})?$/.test(value) ? Number(value) : null;
}

export function readStoredSession(storage: AuthStorage): StoredSession {
  const strategy = storage.get(AUTH_KEYS.strategy);
  if (strategy === null) return { kind: "none" };
  const accessToken = storage.get(AUTH_KEYS.accessToken);
  const refreshToken = storage.get(AUTH_KEYS.refreshToken);
  const idToken = storage.get(AUTH_KEYS.idToken);
  const accessExpiresAt = readTime(storage.get(AUTH_KEYS.accessExpiresAt));
  const refreshExpiresAt = readTime(storage.get(AUTH_KEYS.refreshExpiresAt));
  // keycloak-js decodes all three tokens as JWTs and throws on anything else.
  const readable =
    strategy === STRATEGY &&
    jwtPayload(accessToken) !== null &&
    jwtPayload(refreshToken) !== null &&
    (idToken === null || jwtPayload(idToken) !== null) &&
    accessExpiresAt !== null &&
    refreshExpiresAt !== null;
  if (!readable) return { kind: "unreadable" };
  return {
    kind: "stored",
    tokens: {
      accessToken: accessToken as string,
      accessExpiresAt,
      refreshToken: refreshToken as string,
      refreshExpiresAt,
      idToken,
    },
  };
}

/** The stored session's tokens, or null when there is none or it cannot be read. */
export function readTokens(storage: AuthStorage): StoredTokens | null {
  const session = readStoredSession(storage);
  return session.kind === "stored" ? session.tokens : null;
}

export function clearTokens(storage: AuthStorage): void {
  for (const key of Object.values(AUTH_KEYS)) if (key !== AUTH_KEYS.returnPath) storage.remove(key);
}

/**
 * Milliseconds until the access token should be refreshed: a third of its remaining life before it expires,
 * at most 30 s before (a 300 s token is refreshed after 270 s, an 8 s one after about 5 s).
 */
export function refreshDelay(tokens: StoredTokens, now: number): number {
  const remaining = tokens.accessExpiresAt - EXPIRY_MARGIN_MS - now;
  if (remaining <= 0) return 0;
  return Math.round(remaining - Math.min(30_000, remaining / 3));
}
