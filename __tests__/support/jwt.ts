/** An unsigned JWT with these claims: what the site reads of a token (it never verifies one). */
export const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.c2lnbmF0dXJl`;
