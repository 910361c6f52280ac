import type { AuthStorage } from "./storage-keys";

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

function localStorageOf(win: Window): Storage | null {
  try {
    // Blocking site data makes merely reading `localStorage` throw a SecurityError.
    return win.localStorage ?? null;
  } catch {
    return null;
  }
}

export function browserAuthStorage(win: Window = window): BrowserAuthStorage {
  const local = localStorageOf(win);
  return {
    get(key) {
      try {
        return local?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
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

/** The names of the `auth.` cookies in a `Cookie` header (values are never decoded: they may be anything). */
export function authCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => name.startsWith("auth."));
}

/**
 * Expires the `auth.` cookies that earlier versions of the site wrote (tokens included), so a browser stops
 * sending them with every request.
 */
export function forgetAuthCookies(doc: Document = document): void {
  try {
    for (const name of authCookieNames(doc.cookie)) doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // Cookies disabled: there are none to forget.
  }
}
