import type { AuthStorage } from "./token-store";

/** Browsers drop a cookie whose name and value exceed 4096 bytes; a longer token stays in localStorage only. */
export const MAX_COOKIE_BYTES = 4096;

function readCookie(cookies: string, key: string): string | null {
  for (const part of cookies.split(/;\s*/)) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator) === key)
      return decodeURIComponent(part.slice(separator + 1));
  }
  return null;
}

/** localStorage first, cookies second (like a universal storage), both under the same `auth.` keys. */
export function browserAuthStorage(win: Window = window): AuthStorage {
  const doc = win.document;
  const secure = win.location.protocol === "https:" ? "; Secure" : "";
  const local = (() => {
    try {
      return win.localStorage;
    } catch {
      return null;
    }
  })();
  return {
    get(key) {
      return local?.getItem(key) ?? readCookie(doc.cookie, key);
    },
    set(key, value) {
      local?.setItem(key, value);
      const cookie = `${key}=${encodeURIComponent(value)}`;
      // Percent-encoded, so every character is one byte.
      if (cookie.length <= MAX_COOKIE_BYTES) {
        doc.cookie = `${cookie}; Path=/; SameSite=Lax${secure}`;
      } else {
        doc.cookie = `${key}=; Path=/; Max-Age=0`;
      }
    },
    remove(key) {
      local?.removeItem(key);
      doc.cookie = `${key}=; Path=/; Max-Age=0`;
    },
  };
}
