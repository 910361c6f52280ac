/**
 * The editor's session: a signed cookie that proves to the next requests the access token the content API
 * checked (docs/editing.md). Pure.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SESSION_COOKIE = "site_editor";
export const SESSION_PATH = "/api/content";

/** The session key, derived from the publisher's secret for this one purpose: sessions survive a restart. */
export const sessionKey = (secret) => createHmac("sha256", secret).update("content-editor-session").digest();

const sign = (data, key) => createHmac("sha256", key).update(data).digest("base64url");

/**
 * @param {{ subject: string, name: string, email: string | null }} editor
 * @param {number} expiresAt Seconds.
 * @param {Buffer} key
 */
export function mintSession(editor, expiresAt, key) {
  const data = Buffer.from(
    JSON.stringify({ ...editor, exp: expiresAt, sid: randomBytes(9).toString("base64url") }),
  ).toString("base64url");
  return `${data}.${sign(data, key)}`;
}

/** The editor a cookie value names while it lasts (with its session id `sid`), or null. */
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
  if (!Number.isSafeInteger(session?.exp) || session.exp <= now || typeof session.subject !== "string")
    return null;
  return session;
}

/** The Set-Cookie value of a session (or, with value "", the one that ends it). */
export function sessionCookie(value, { maxAge, secure }) {
  return [
    `${SESSION_COOKIE}=${value}`,
    `Path=${SESSION_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The session cookie's value in a Cookie header, or null. */
export function sessionFromCookies(header) {
  if (typeof header !== "string") return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=");
  }
  return null;
}
