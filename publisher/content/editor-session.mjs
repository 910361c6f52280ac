/**
 * The editor's session: a signed cookie that proves to the next requests the access token the content API
 * checked, at most 15 minutes old (docs/editing.md). Pure.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** No session is read once it is this old, whatever its `exp` says (OWASP ASVS V3: absolute timeout). */
export const SESSION_LIFETIME_S = 15 * 60;
/** `__Host-`: only this host may set it, only over https, for the whole site (no Domain, Path=/). */
export const SESSION_COOKIE = "__Host-site_editor";
/** On loopback (a developer's machine, the tests) there is no https, so no Secure and no prefix. */
export const LOOPBACK_SESSION_COOKIE = "site_editor";
/** Clocks of two machines may differ by this much. */
const CLOCK_SKEW_S = 5;

const sign = (data, key) => createHmac("sha256", key).update(data).digest("base64url");

/** A new sign-in's id: kept across renewals, so that signing out ends every cookie of that sign-in. */
export const newSignInId = () => randomBytes(12).toString("base64url");

/**
 * @param {{ subject: string, name: string, email: string | null }} editor
 * @param {{ sid: string, issuedAt: number, expiresAt: number }} times Seconds; `expiresAt` is cut to the
 *   lifetime.
 * @param {Buffer} key
 */
export function mintSession(editor, { sid, issuedAt, expiresAt }, key) {
  const exp = Math.min(expiresAt, issuedAt + SESSION_LIFETIME_S);
  const data = Buffer.from(JSON.stringify({ ...editor, sid, iat: issuedAt, exp })).toString("base64url");
  return `${data}.${sign(data, key)}`;
}

/** The editor a cookie value names while it lasts (with its sign-in id `sid` and times), or null. */
export function readSession(value, key, now) {
  if (typeof value !== "string" || value.length > 4096) return null;
  const [data, signature, extra] = value.split(".");
  if (!data || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(data, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let session;
  try {
    session = JSON.parse(Buffer.from(data, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const { exp, iat, subject, sid } = session ?? {};
  if (!Number.isSafeInteger(exp) || !Number.isSafeInteger(iat)) return null;
  const fresh = iat <= now + CLOCK_SKEW_S && now - iat < SESSION_LIFETIME_S;
  if (!fresh || exp <= now || exp - iat > SESSION_LIFETIME_S) return null;
  if (typeof subject !== "string" || typeof sid !== "string" || sid === "") return null;
  return session;
}

/**
 * Whether a request's Host is this machine's loopback (normalised first: case, port, brackets), where the
 * site is served over plain http.
 */
export function isLoopbackHost(host) {
  if (typeof host !== "string" || host.length > 300) return false;
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, "")
    .replace(/\.$/, "");
  return name === "localhost" || name === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** The Set-Cookie value of a session (or, with value "", the one that ends it). */
export function sessionCookie(value, { maxAge, secure }) {
  return [
    `${secure ? SESSION_COOKIE : LOOPBACK_SESSION_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * The session cookie's value in a Cookie header, or null. Off loopback only the `__Host-` cookie counts: a
 * neighbour on a sibling domain could set the plain one.
 */
export function sessionFromCookies(header, { secure }) {
  if (typeof header !== "string") return null;
  const wanted = secure ? SESSION_COOKIE : LOOPBACK_SESSION_COOKIE;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === wanted) return rest.join("=");
  }
  return null;
}
