// Keycloak issues access and refresh tokens as JWTs signed with the realm's key (RS256) and keycloak-js
// decodes them; oidc-provider issues opaque ones. The bridge wraps each opaque token in a JWT signed with
// the provider's own key (the one it publishes at /protocol/openid-connect/certs, so a resource server such
// as the content API verifies it as it would Keycloak's), carrying the claims Keycloak's have, and unwraps
// it again on the way in, so the site runs unchanged.
import { createPrivateKey, createPublicKey, sign as signData, verify } from "node:crypto";

const encode = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The bridge for the provider's signing key (a private JWK with kid). */
export function jwtBridge(privateJwk) {
  const privateKey = createPrivateKey({ key: privateJwk, format: "jwk" });
  const publicKey = createPublicKey(privateKey);
  const header = encode({ alg: "RS256", typ: "JWT", kid: privateJwk.kid });
  return {
    wrapToken(opaque, claims) {
      const unsigned = `${header}.${encode({ ...claims, opaque })}`;
      return `${unsigned}.${signData("sha256", Buffer.from(unsigned), privateKey).toString("base64url")}`;
    },
    /** The opaque token inside a JWT of ours, or the value itself when it is not one (the provider rejects it). */
    unwrapToken(value) {
      const parts = String(value).split(".");
      if (parts.length !== 3) return value;
      const good = verify(
        "sha256",
        Buffer.from(`${parts[0]}.${parts[1]}`),
        publicKey,
        Buffer.from(parts[2], "base64url"),
      );
      if (!good) return value;
      try {
        return JSON.parse(Buffer.from(parts[1], "base64url").toString()).opaque ?? value;
      } catch {
        return value;
      }
    },
  };
}

export function decodePayload(jwt) {
  return JSON.parse(Buffer.from(String(jwt).split(".")[1], "base64url").toString());
}
