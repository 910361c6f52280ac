/** @jest-environment node */
import {
  LOOPBACK_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_LIFETIME_S,
  isLoopbackHost,
  mintSession,
  readSession,
  sessionCookie,
  sessionFromCookies,
} from "../../../publisher/content/editor-session.mjs";
import { keyFromSecret } from "../../../publisher/content/session-key.mjs";

const key = keyFromSecret("k".repeat(40));
const editor = { subject: "editor-1", name: "Erika Editor", email: "editor@example.com" };
const NOW = 1_700_000_000;
const minted = (times: Partial<{ sid: string; issuedAt: number; expiresAt: number }> = {}) =>
  mintSession(editor, { sid: "sign-in-1", issuedAt: NOW, expiresAt: NOW + 300, ...times }, key);
/** A cookie signed with `key` over any payload: what someone holding the key could mint. */
const forged = (payload: object, withKey = key) => {
  const data = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const { createHmac } = jest.requireActual<typeof import("node:crypto")>("node:crypto");
  return `${data}.${createHmac("sha256", withKey).update(data).digest("base64url")}`;
};

describe("an editor's session", () => {
  it("names the editor, its sign-in and its times while it lasts", () => {
    expect(readSession(minted(), key, NOW)).toEqual({
      ...editor,
      sid: "sign-in-1",
      iat: NOW,
      exp: NOW + 300,
    });
  });

  it("ends at its end", () => {
    expect(readSession(minted(), key, NOW + 299)).not.toBeNull();
    expect(readSession(minted(), key, NOW + 300)).toBeNull();
  });

  it("never lasts longer than 15 minutes, whatever end it is minted with", () => {
    const long = minted({ expiresAt: NOW + 24 * 60 * 60 });
    expect(readSession(long, key, NOW)?.exp).toBe(NOW + SESSION_LIFETIME_S);
    expect(readSession(long, key, NOW + SESSION_LIFETIME_S)).toBeNull();
  });

  it("is refused when older than 15 minutes, even signed with the right key and an exp in 2100", () => {
    const cookie = forged({ ...editor, sid: "x", iat: NOW - SESSION_LIFETIME_S, exp: 4_102_444_800 });
    expect(readSession(cookie, key, NOW)).toBeNull();
    expect(readSession(forged({ ...editor, sid: "x", iat: NOW, exp: 4_102_444_800 }), key, NOW)).toBeNull();
  });

  it("is refused without a mint time, or minted in the future", () => {
    expect(readSession(forged({ ...editor, sid: "x", exp: NOW + 60 }), key, NOW)).toBeNull();
    expect(readSession(forged({ ...editor, sid: "x", iat: NOW + 60, exp: NOW + 120 }), key, NOW)).toBeNull();
  });

  it("is not read under another key: a cookie minted from the publisher's secret opens nothing", () => {
    const { createHmac } = jest.requireActual<typeof import("node:crypto")>("node:crypto");
    // How sessions were signed before they had a key of their own.
    const publishSecretKey = createHmac("sha256", "s".repeat(40)).update("content-editor-session").digest();
    const cookie = forged({ ...editor, sid: "x", iat: NOW, exp: NOW + 60 }, publishSecretKey);
    expect(readSession(cookie, key, NOW)).toBeNull();
  });

  it("is not read once its data is changed", () => {
    const [data, signature] = minted().split(".");
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(data, "base64url").toString()), subject: "admin" }),
    ).toString("base64url");
    expect(readSession(`${changed}.${signature}`, key, NOW)).toBeNull();
  });

  it("is not read once its signature is changed", () => {
    const value = minted();
    const last = value.at(-1) === "A" ? "B" : "A";
    expect(readSession(value.slice(0, -1) + last, key, NOW)).toBeNull();
  });

  it.each([
    ["nothing", undefined],
    ["an empty value", ""],
    ["no signature", "abc"],
    ["an empty signature", "abc."],
    ["a third part", `${"x".repeat(10)}.y.z`],
    ["a value over 4 KiB", "a".repeat(4097)],
  ])("is not read from %s", (_case, value) => {
    expect(readSession(value, key, NOW)).toBeNull();
  });

  it("is not read without a subject or a sign-in id, even when signed", () => {
    expect(readSession(forged({ name: "Erika", sid: "x", iat: NOW, exp: NOW + 60 }), key, NOW)).toBeNull();
    expect(readSession(forged({ ...editor, iat: NOW, exp: NOW + 60 }), key, NOW)).toBeNull();
  });
});

describe("isLoopbackHost", () => {
  it.each(["127.0.0.1", "127.0.0.1:9100", "LOCALHOST:80", "localhost.", "[::1]:9100", "127.1.2.3"])(
    "takes %s for this machine",
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );

  it.each([undefined, "", "www.example.com", "127.0.0.1.example.com", "localhost.example.com", "[::2]"])(
    "takes %s for a real site",
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

describe("sessionCookie", () => {
  it("is __Host-, Secure, HttpOnly, SameSite=Strict for the whole host, lasting the whole seconds given", () => {
    expect(sessionCookie("v", { maxAge: 299.9, secure: true })).toBe(
      `${SESSION_COOKIE}=v; Path=/; Max-Age=299; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(SESSION_COOKIE).toMatch(/^__Host-/);
  });

  it("on loopback has no Secure, and so no __Host- prefix (a browser would drop it)", () => {
    expect(sessionCookie("v", { maxAge: 10, secure: false })).toBe(
      `${LOOPBACK_SESSION_COOKIE}=v; Path=/; Max-Age=10; HttpOnly; SameSite=Strict`,
    );
  });

  it("ends at once when its time is already over", () => {
    expect(sessionCookie("", { maxAge: -5, secure: true })).toContain("; Max-Age=0;");
  });
});

describe("sessionFromCookies", () => {
  const secure = { secure: true };
  it("finds the session among other cookies", () => {
    expect(sessionFromCookies(`a=1; ${SESSION_COOKIE}=abc.def;b=2`, secure)).toBe("abc.def");
  });

  it("keeps an = inside the value", () => {
    expect(sessionFromCookies(`${SESSION_COOKIE}=abc=.def`, secure)).toBe("abc=.def");
  });

  it("takes the first of two session cookies", () => {
    expect(sessionFromCookies(`${SESSION_COOKIE}=first; ${SESSION_COOKIE}=second`, secure)).toBe("first");
  });

  it("off loopback takes only the __Host- cookie, which a sibling domain cannot set", () => {
    expect(sessionFromCookies(`${LOOPBACK_SESSION_COOKIE}=abc.def`, secure)).toBeNull();
    expect(sessionFromCookies(`${LOOPBACK_SESSION_COOKIE}=abc.def`, { secure: false })).toBe("abc.def");
  });

  it.each([
    ["no header", undefined],
    ["no session cookie", "a=1; b=2"],
    ["a cookie whose name only ends like it", `x${SESSION_COOKIE}=abc`],
    ["a value that only names it", `a=${SESSION_COOKIE}`],
    ["an empty header", ""],
  ])("finds nothing in %s", (_case, header) => {
    expect(sessionFromCookies(header, secure)).toBeNull();
  });

  it("finds no session in a malformed header that names it without a value", () => {
    expect(readSession(sessionFromCookies(`;;${SESSION_COOKIE};`, secure), key, NOW)).toBeNull();
  });
});
