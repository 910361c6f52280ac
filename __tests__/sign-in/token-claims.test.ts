import { jwtPayload, userFromTokens } from "../../src/sign-in/token-claims";
import { jwt } from "../support/jwt";

// Segments for the malformed tokens a well-formed jwt() cannot make.
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("jwtPayload", () => {
  it("reads the claims of a JWT, in UTF-8", () => {
    expect(jwtPayload(jwt({ sub: "staff", name: "Jürgen Müller" }))).toEqual({
      sub: "staff",
      name: "Jürgen Müller",
    });
  });

  it.each([
    null,
    42,
    "",
    "garbage",
    "a.b",
    "a.b.c.d",
    `${segment({})}.%E0.sig`,
    `${segment({})}.${Buffer.from('{"sub":').toString("base64url")}.sig`,
    `${segment({})}.${segment([1, 2])}.sig`,
    `${segment({})}.${segment("text")}.sig`,
    `${segment({})}.${Buffer.from([0xff, 0xfe]).toString("base64url")}.sig`,
  ])("reads %p as no JWT", (value) => {
    expect(jwtPayload(value)).toBeNull();
  });
});

describe("userFromTokens", () => {
  it("names the user from the id token's profile claims", () => {
    const user = userFromTokens({
      accessToken: jwt({ sub: "staff" }),
      idToken: jwt({ sub: "staff", name: "Sample Staff", email: "staff@example.com" }),
    });
    expect(user).toMatchObject({ sub: "staff", name: "Sample Staff", email: "staff@example.com" });
  });

  it("falls back to the access token's subject without an id token", () => {
    expect(userFromTokens({ accessToken: jwt({ sub: "staff" }), idToken: null })).toEqual({ sub: "staff" });
  });

  it("names nobody when no token has a subject", () => {
    expect(userFromTokens({ accessToken: jwt({ sub: "" }), idToken: "x" })).toBeNull();
  });
});
