/**
 * Where the signed-in session is stored, and whether there is one at all (every page load asks). Apart from
 * token-store.ts, so a visitor who never signed in loads neither the store nor the token decoder.
 */
export const STRATEGY = "keycloak";

export const AUTH_KEYS = {
  strategy: "auth.strategy",
  accessToken: `auth._token.${STRATEGY}`,
  accessExpiresAt: `auth._token_expiration.${STRATEGY}`,
  refreshToken: `auth._refresh_token.${STRATEGY}`,
  refreshExpiresAt: `auth._refresh_token_expiration.${STRATEGY}`,
  idToken: `auth._id_token.${STRATEGY}`,
  returnPath: "auth.redirect",
} as const;

export interface AuthStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** The browser's localStorage, or null where merely reading `localStorage` throws (site data blocked). */
export function localStorageOf(win: Window): Storage | null {
  try {
    return win.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Reading `local` (by default the page's localStorage); blocked or missing storage reads as empty, nothing
 * throws.
 */
export function storedValues(local: Storage | null = localStorageOf(window)): Pick<AuthStorage, "get"> {
  return {
    get(key) {
      try {
        return local?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
  };
}

/** Whether anything is stored under the session's keys (read, checked and used by the session's chunk). */
export function hasStoredSession(storage: Pick<AuthStorage, "get">): boolean {
  return storage.get(AUTH_KEYS.strategy) !== null;
}
