/** @jest-environment node */
import {
  SESSION_COOKIE,
  mintSession,
  readSession,
  sessionCookie,
  sessionFromCookies,
  sessionKey,
} from "../../../publisher/content/editor-session.mjs";

const key = sessionKey("s".repeat(40));
const editor = { subject: "editor-1", name: "Erika Editor", email: "editor@example.com" };
const NOW = 1_700_000_000;
const minted = () => mintSession(editor, NOW + 300, key);

describe("an editor's session", () => {
  it("names the editor, its end and a session id while it lasts", () => {
    expect(readSession(minted(), key, NOW)).toEqual({ ...editor, exp: NOW + 300, sid: expect.any(String) });
  });

  it("has an id of its own for each sign-in", () => {
    expect(readSession(minted(), key, NOW).sid).not.toBe(readSession(minted(), key, NOW).sid);
  });

  it("is derived from the secret: the same secret gives the same key, another secret another", () => {
    expect(sessionKey("s".repeat(40)).equals(key)).toBe(true);
    expect(sessionKey("t".repeat(40)).equals(key)).toBe(false);
  });

  it("ends at its end", () => {
    expect(readSession(minted(), key, NOW + 299)).not.toBeNull();
    expect(readSession(minted(), key, NOW + 300)).toBeNull();
  });

  it("is not read under another key", () => {
    expect(readSession(minted(), sessionKey("t".repeat(40)), NOW)).toBeNull();
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

  it("is not read without a subject, even when signed", () => {
    const anonymous = mintSession({ name: "Erika" } as unknown as typeof editor, NOW + 300, key);
    expect(readSession(anonymous, key, NOW)).toBeNull();
  });
});

describe("sessionCookie", () => {
  it("is HttpOnly, SameSite=Strict, for the content API only, lasting the whole seconds given", () => {
    expect(sessionCookie("v", { maxAge: 299.9, secure: false })).toBe(
      `${SESSION_COOKIE}=v; Path=/api/content; Max-Age=299; HttpOnly; SameSite=Strict`,
    );
  });

  it("is Secure when asked", () => {
    expect(sessionCookie("v", { maxAge: 10, secure: true })).toMatch(/; Secure$/);
  });

  it("ends at once when its time is already over", () => {
    expect(sessionCookie("", { maxAge: -5, secure: false })).toContain("; Max-Age=0;");
  });
});

describe("sessionFromCookies", () => {
  it("finds the session among other cookies", () => {
    expect(sessionFromCookies(`a=1; ${SESSION_COOKIE}=abc.def;b=2`)).toBe("abc.def");
  });

  it("keeps an = inside the value", () => {
    expect(sessionFromCookies(`${SESSION_COOKIE}=abc=.def`)).toBe("abc=.def");
  });

  it("takes the first of two session cookies", () => {
    expect(sessionFromCookies(`${SESSION_COOKIE}=first; ${SESSION_COOKIE}=second`)).toBe("first");
  });

  it.each([
    ["no header", undefined],
    ["no session cookie", "a=1; b=2"],
    ["a cookie whose name only ends like it", `x${SESSION_COOKIE}=abc`],
    ["a value that only names it", `a=${SESSION_COOKIE}`],
    ["an empty header", ""],
  ])("finds nothing in %s", (_case, header) => {
    expect(sessionFromCookies(header)).toBeNull();
  });

  it("finds no session in a malformed header that names it without a value", () => {
    expect(readSession(sessionFromCookies(`;;${SESSION_COOKIE};`), key, NOW)).toBeNull();
  });
});
