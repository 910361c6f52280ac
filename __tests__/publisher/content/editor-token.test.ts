/** @jest-environment node */
/**
 * The checker's own edges, with keys of the test's own. What the content API answers for a refused token
 * is content-api-access.test.ts's.
 */
import { SignJWT, UnsecuredJWT, createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import {
  TokenRefused,
  cleanEmail,
  cleanName,
  editorTokenChecker,
} from "../../../publisher/content/editor-token.mjs";

const URL = "https://sso.example.test";
const ISSUER = `${URL}/realms/staff`;
const options = { url: URL, realm: "staff", clientId: "site_editor", role: "content-editor" };

let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let check: ReturnType<typeof editorTokenChecker>;
beforeAll(async () => {
  keys = await generateKeyPair("RS256");
  const jwks = createLocalJWKSet({
    keys: [{ ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256" }],
  });
  check = editorTokenChecker({ ...options, keys: jwks });
});

const now = () => Math.floor(Date.now() / 1000);
const claims = (changes: Record<string, unknown> = {}) => ({
  typ: "Bearer",
  azp: "site_editor",
  realm_access: { roles: ["content-editor"] },
  name: "Erika Editor",
  email: "editor@example.com",
  iss: ISSUER,
  sub: "editor-1",
  iat: now(),
  exp: now() + 300,
  ...changes,
});
const token = (changes?: Record<string, unknown>) =>
  new SignJWT(claims(changes)).setProtectedHeader({ alg: "RS256", kid: "k1" }).sign(keys.privateKey);

/** What `promise` was refused with. */
async function refusal(promise: Promise<unknown>): Promise<TokenRefused> {
  const error = await promise.then(
    () => {
      throw new Error("The token was accepted");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TokenRefused);
  return error as TokenRefused;
}

describe("editorTokenChecker", () => {
  it("gives the editor of a good token: subject, name, e-mail and when the token ends", async () => {
    const exp = now() + 300;
    await expect(check(await token({ exp }))).resolves.toEqual({
      subject: "editor-1",
      name: "Erika Editor",
      email: "editor@example.com",
      expiresAt: exp,
    });
  });

  it("refuses the public site's token (shop_frontend) with the role, even when it names the editor's client as audience", async () => {
    for (const changes of [
      { azp: "shop_frontend" },
      { azp: "shop_frontend", aud: ["account", "site_editor"] },
    ]) {
      const refused = await refusal(check(await token(changes)));
      expect(refused.status).toBe(401);
      expect(refused.message).toContain("another application");
    }
  });

  it.each([
    ["a line break", "editor-1\nEditor-Subject: admin"],
    ["spaces", "editor 1"],
    ["an empty subject", ""],
    ["300 characters", "a".repeat(300)],
  ])("refuses a subject with %s (it goes into a commit's trailer)", async (_case, sub) => {
    expect((await refusal(check(await token({ sub })))).status).toBe(401);
  });

  it("accepts a token that ended within the 5 s leeway", async () => {
    await expect(check(await token({ exp: now() - 2 }))).resolves.toMatchObject({ subject: "editor-1" });
  });

  it("names the editor by the user name, else the subject, when the token has no usable name", async () => {
    await expect(check(await token({ name: " <> ", preferred_username: "erika" }))).resolves.toMatchObject({
      name: "erika",
    });
    await expect(check(await token({ name: undefined }))).resolves.toMatchObject({ name: "editor-1" });
  });

  it("refuses a token without the role with 403, naming the role", async () => {
    const error = await refusal(check(await token({ realm_access: { roles: ["staff"] } })));
    expect(error.status).toBe(403);
    expect(error.message).toContain('"content-editor"');
  });

  it("refuses a token without any realm roles with 403", async () => {
    expect((await refusal(check(await token({ realm_access: undefined })))).status).toBe(403);
  });

  it.each([
    ["no token", undefined],
    ["a token that is no JWT", "not-a-token"],
    ["a token longer than 16 KiB", `${"a".repeat(16 * 1024)}.b.c`],
  ])("refuses %s with 401 before checking a signature", async (_case, value) => {
    expect((await refusal(check(value))).status).toBe(401);
  });

  it.each([
    ["another issuer", { iss: `${URL}/realms/other` }],
    ["an audience and a client that are not the editor's", { azp: "other", aud: "account" }],
    ["an ID token", { typ: "ID" }],
    ["no subject", { sub: undefined }],
    ["an empty subject", { sub: "" }],
    ["an end 10 s ago", { exp: now() - 10 }],
    ["a start 60 s ahead", { nbf: now() + 60 }],
  ])("refuses a token with %s with 401", async (_case, changes) => {
    expect((await refusal(check(await token(changes)))).status).toBe(401);
  });

  it("says that an expired sign-in has expired", async () => {
    expect((await refusal(check(await token({ exp: now() - 60 })))).message).toMatch(/expired/);
  });

  it("refuses an unsigned token (alg none) with 401", async () => {
    expect((await refusal(check(new UnsecuredJWT(claims()).encode() + "c2ln"))).status).toBe(401);
  });

  it("refuses a token signed with HS256 with 401", async () => {
    const hs256 = await new SignJWT(claims())
      .setProtectedHeader({ alg: "HS256", kid: "k1" })
      .sign(new TextEncoder().encode("s".repeat(32)));
    expect((await refusal(check(hs256))).status).toBe(401);
  });

  it("refuses with 503 when the realm's keys cannot be fetched", async () => {
    const unreachable = editorTokenChecker({ ...options, url: "http://127.0.0.1:9" });
    const signed = await new SignJWT(claims({ iss: "http://127.0.0.1:9/realms/staff" }))
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .sign(keys.privateKey);
    expect((await refusal(unreachable(signed))).status).toBe(503);
  });
});

describe("cleanName", () => {
  it("turns control characters and angle brackets into single spaces, trimmed", () => {
    expect(cleanName(" Erika\n<Editor>\u0000 ")).toBe("Erika Editor");
  });

  it("cuts a name to 100 characters", () => {
    expect(cleanName("x".repeat(150))).toHaveLength(100);
  });

  it("has no name for a text that is empty once cleaned, or for what is no text", () => {
    expect(cleanName("\n<>")).toBeNull();
    expect(cleanName(42)).toBeNull();
  });
});

describe("cleanEmail", () => {
  it("keeps an address", () => {
    expect(cleanEmail("editor@example.com")).toBe("editor@example.com");
  });

  it.each([
    ["two addresses", "a@example.com> <b@example.com"],
    ["a line break", "a@example.com\nb"],
    ["no @", "editor"],
    ["more than 200 characters", `${"a".repeat(200)}@example.com`],
    ["what is no text", null],
  ])("refuses %s", (_case, value) => {
    expect(cleanEmail(value)).toBeNull();
  });
});
