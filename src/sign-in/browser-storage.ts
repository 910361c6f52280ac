import { localStorageOf, storedValues, type AuthStorage } from "./storage-keys";

/**
 * The session's `auth.` keys in localStorage, and nothing in cookies: no server reads them, and Keycloak
 * tokens (1–4 KB each, growing with roles) in cookies push every request's headers past a server's limit.
 *
 * Whatever the browser does, nothing here throws: storage that is blocked (site data disabled), full
 * (quota) or missing reads as empty and ignores writes, so bad stored data can never stop a page. Whether
 * the session can be stored at all is asked with `works()` before signing in.
 */
export interface BrowserAuthStorage extends AuthStorage {
  /** Whether a value written now can be read back (false when storage is blocked, full or missing). */
  works(): boolean;
}

const PROBE_KEY = "auth.probe";

export function browserAuthStorage(win: Window = window): BrowserAuthStorage {
  const local = localStorageOf(win);
  return {
    ...storedValues(local),
    set(key, value) {
      try {
        local?.setItem(key, value);
      } catch {
        // Full or blocked: the session lives on in memory for this page; works() tells sign-in beforehand.
      }
    },
    remove(key) {
      try {
        local?.removeItem(key);
      } catch {
        // Nothing stored that could be removed.
      }
    },
    works() {
      try {
        if (!local) return false;
        local.setItem(PROBE_KEY, PROBE_KEY);
        const works = local.getItem(PROBE_KEY) === PROBE_KEY;
        local.removeItem(PROBE_KEY);
        return works;
      } catch {
        return false;
      }
    },
  };
}
