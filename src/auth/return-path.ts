import { LOGIN_PATH } from "./callback";
import { AUTH_KEYS, type AuthStorage } from "./token-store";

/**
 * Where a visitor may be sent back to after signing in: only a path on this site. Anything that a browser
 * could read as another host (`//host`, `/\host`, a scheme, the same spelled with percent-encoding) or
 * that carries control characters is refused, so the remembered page can never become an open redirect.
 */
const BASE = "https://site.invalid";
const MAX_DECODE_ROUNDS = 4;

function looksSafe(candidate: string): boolean {
  if (!candidate.startsWith("/")) return false;
  if (candidate.startsWith("//")) return false;
  // Browsers treat a backslash like a slash in URLs, and strip tabs/newlines before parsing.
  if (candidate.includes("\\")) return false;
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(candidate);
}

/** The path as it may be used, or null when it is not a safe path on this site. */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > 2048) return null;
  // Check every decoded spelling: a path that turns dangerous after one more decoding is refused too.
  let spelling = candidate;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    if (!looksSafe(spelling)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(spelling);
    } catch {
      return null;
    }
    if (decoded === spelling) break;
    spelling = decoded;
  }
  if (!looksSafe(spelling)) return null;
  const url = new URL(candidate, BASE);
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page remembered when sign-in started (once: it is forgotten here), unless it is the login page. */
export function takeReturnPath(storage: AuthStorage): string | null {
  const remembered = safeReturnPath(storage.get(AUTH_KEYS.returnPath));
  storage.remove(AUTH_KEYS.returnPath);
  return remembered && !remembered.includes(LOGIN_PATH) ? remembered : null;
}
