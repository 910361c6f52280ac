// Keycloak issues access and refresh tokens as JWTs and keycloak-js decodes them; oidc-provider issues
// opaque ones. The bridge wraps each opaque token in a signed JWT carrying the claims keycloak-js reads
// (exp, iat, sub, sid, scope) and unwraps it again on the way in, so the site runs unchanged.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const key = randomBytes(32);
const encode = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
const sign = (data) => createHmac("sha256", key).update(data).digest("base64url");

export function wrapToken(opaque, claims) {
  const unsigned = `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ ...claims, opaque })}`;
  return `${unsigned}.${sign(unsigned)}`;
}

/** The opaque token inside a JWT of ours, or the value itself when it is not one (the provider rejects it). */
export function unwrapToken(value) {
  const parts = String(value).split(".");
  if (parts.length !== 3) return value;
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return value;
  try {
    return JSON.parse(Buffer.from(parts[1], "base64url").toString()).opaque ?? value;
  } catch {
    return value;
  }
}

export function decodePayload(jwt) {
  return JSON.parse(Buffer.from(String(jwt).split(".")[1], "base64url").toString());
}
