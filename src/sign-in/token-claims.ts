import type { AuthUser } from "./auth-state";

/**
 * Reading the claims of a stored JWT, without verifying it: the provider verifies tokens, the site only
 * needs to know that a stored value is a token at all, and who it names while the provider is unreachable.
 */
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  // Percent-encode each byte and decode as UTF-8: throws on malformed UTF-8, works in every browser.
  const text = decodeURIComponent(
    Array.from(binary, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join(""),
  );
  return JSON.parse(text);
}

/** The payload of a JWT (three base64url segments, a JSON object in the middle), or null. */
export function jwtPayload(token: unknown): Record<string, unknown> | null {
  if (typeof token !== "string") return null;
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.slice(0, 2).every((part) => SEGMENT.test(part))) return null;
  try {
    const payload = decodeSegment(parts[1]);
    return typeof payload === "object" && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Who the stored tokens name: the id token's profile claims, else the access token's subject; else null. */
export function userFromTokens(tokens: { accessToken: string; idToken: string | null }): AuthUser | null {
  for (const token of [tokens.idToken, tokens.accessToken]) {
    const claims = jwtPayload(token);
    if (claims && typeof claims.sub === "string" && claims.sub !== "") return { ...claims, sub: claims.sub };
  }
  return null;
}
