/**
 * Who is asking: a Keycloak access token verified with jose against the realm's published keys, and the
 * realm role that lets staff edit content (docs/editing.md).
 */
import { createRemoteJWKSet, jwtVerify } from "jose";

export class TokenRefused extends Error {
  /** @param {401 | 403 | 503} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 16 * 1024;
const SUBJECT = /^[\x21-\x7e]{1,255}$/;

/**
 * A text fit to be a commit author's name (the editor's commits carry it): nothing git or a log would take
 * for structure (control characters, angle brackets), not too long.
 */
export function cleanName(value) {
  if (typeof value !== "string") return null;
  const clean = value
    .replace(/[\p{Cc}<>]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return clean === "" ? null : clean;
}

/** An e-mail address fit to be a commit author's, or null. */
export function cleanEmail(value) {
  return typeof value === "string" && value.length <= 200 && /^[^\s<>@]+@[^\s<>@]+$/.test(value)
    ? value
    : null;
}

/**
 * @param {{ url: string, realm: string, clientId: string, role: string,
 *   keys?: Parameters<typeof jwtVerify>[1] }} options `keys`: a key set of the test's own instead of the
 *   realm's published one.
 * @returns {(token: unknown) => Promise<{ subject: string, name: string, email: string | null,
 *   expiresAt: number }>} `expiresAt`: when the token ends, in seconds.
 */
export function editorTokenChecker({ url, realm, clientId, role, keys }) {
  const issuer = `${url}/realms/${realm}`;
  const keySet =
    keys ??
    createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`), {
      timeoutDuration: 5_000,
      cooldownDuration: 30_000,
    });
  return async function checkEditorToken(token) {
    if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH || !JWT.test(token)) {
      throw new TokenRefused(401, "Sign in first: the request carries no access token.");
    }
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keySet, { issuer, algorithms: ["RS256"], clockTolerance: 5 }));
    } catch (error) {
      if (["ERR_JWKS_TIMEOUT", "ERR_JOSE_GENERIC"].includes(error?.code) || error?.name === "TypeError") {
        throw new TokenRefused(503, "The sign-in service cannot be reached to check the sign-in; try again.");
      }
      const expired = error?.code === "ERR_JWT_EXPIRED";
      throw new TokenRefused(
        401,
        expired ? "The sign-in has expired; sign in again." : "The sign-in is not valid.",
      );
    }
    if (payload.typ !== "Bearer")
      throw new TokenRefused(401, "The sign-in is not valid (not an access token).");
    // Only the editor's own client: a token of the public site's client (kept in its pages' storage) is
    // refused whatever its audience or roles.
    if (payload.azp !== clientId) {
      throw new TokenRefused(401, "The sign-in is not valid (issued to another application).");
    }
    // Printable and short: it goes into each commit's Editor-Subject trailer.
    const subject = typeof payload.sub === "string" && SUBJECT.test(payload.sub) ? payload.sub : null;
    if (!subject) throw new TokenRefused(401, "The sign-in is not valid (no subject).");
    const roles = payload.realm_access?.roles;
    if (!Array.isArray(roles) || !roles.includes(role)) {
      throw new TokenRefused(
        403,
        `Editing the site needs the role "${role}", which this account does not have.`,
      );
    }
    return {
      subject,
      name: cleanName(payload.name) ?? cleanName(payload.preferred_username) ?? subject,
      email: cleanEmail(payload.email),
      expiresAt: Number(payload.exp),
    };
  };
}
