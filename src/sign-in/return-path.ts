import { LOGIN_PATH } from "./callback";
import { AUTH_KEYS, type AuthStorage } from "./storage-keys";

/**
 * Where a visitor may be sent back to after signing in: only a path on this site. Anything that a browser
 * could read as another host (`//host`, `/\host`, a scheme, the same spelled with percent-encoding or with
 * dot segments such as `/.//host`) or that carries control characters is refused, so the remembered page can
 * never become an open redirect.
 *
 * Safe by construction: the value returned is the normalised path, and that value itself is judged (every
 * decoded spelling of it, and each spelling once more normalised) before it is returned; it is also a fixed
 * point, so checking it again gives the same answer.
 */
const BASE = "https://site.invalid";
const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 4;

function looksSafe(candidate: string): boolean {
  if (!candidate.startsWith("/")) return false;
  if (candidate.startsWith("//")) return false;
  // Browsers treat a backslash like a slash in URLs, and strip tabs/newlines before parsing.
  if (candidate.includes("\\")) return false;
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(candidate);
}

/** The path, query and fragment a browser would make of `candidate` on this site; null for another origin. */
function normalise(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The spelling and each percent-decoding of it (up to four rounds); null when one cannot be decoded. */
function spellings(candidate: string): string[] | null {
  const all = [candidate];
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(all[all.length - 1]);
    } catch {
      return null;
    }
    if (decoded === all[all.length - 1]) break;
    all.push(decoded);
  }
  return all;
}

/** Every spelling looks safe and stays a safe path on this site once a browser has normalised it. */
function judge(candidate: string): boolean {
  const all = spellings(candidate);
  if (all === null) return false;
  return all.every((spelling) => {
    if (!looksSafe(spelling)) return false;
    const normalised = normalise(spelling);
    return normalised !== null && looksSafe(normalised);
  });
}

/** The path as it may be used, or null when it is not a safe path on this site. */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > MAX_LENGTH) return null;
  const path = normalise(candidate);
  if (path === null || path.length > MAX_LENGTH) return null;
  // Judge what was given and, above all, what is returned.
  if (!judge(candidate) || !judge(path) || normalise(path) !== path) return null;
  return path;
}

/** The page remembered when sign-in started (once: it is forgotten here), unless it is the login page. */
export function takeReturnPath(storage: AuthStorage): string | null {
  const remembered = safeReturnPath(storage.get(AUTH_KEYS.returnPath));
  storage.remove(AUTH_KEYS.returnPath);
  return remembered && !remembered.includes(LOGIN_PATH) ? remembered : null;
}
