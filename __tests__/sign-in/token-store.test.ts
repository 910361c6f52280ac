import { AUTH_KEYS, hasStoredSession, type AuthStorage } from "../../src/sign-in/storage-keys";
import {
  EXPIRY_MARGIN_MS,
  clearTokens,
  readStoredSession,
  readTokens,
  refreshDelay,
  saveTokens,
  tokenStatus,
  type StoredTokens,
} from "../../src/sign-in/token-store";
import { jwt } from "../support/jwt";

function memoryStorage(): AuthStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 22, 12);
const tokens: StoredTokens = {
  accessToken: jwt({ sub: "staff", typ: "Bearer" }),
  accessExpiresAt: NOW + 300_000,
  refreshToken: jwt({ sub: "staff", typ: "Refresh" }),
  refreshExpiresAt: NOW + 30 * 24 * 3600_000,
  idToken: jwt({ sub: "staff", name: "Sample Staff" }),
};

describe("tokenStatus", () => {
  it.each([
    [null, "unknown"],
    [undefined, "unknown"],
    [Number.NaN, "unknown"],
    [0, "unknown"],
    [NOW + 60_000, "valid"],
    [NOW + EXPIRY_MARGIN_MS + 1, "valid"],
    [NOW + EXPIRY_MARGIN_MS, "expired"],
    [NOW + 499, "expired"],
    [NOW, "expired"],
    [NOW - 1, "expired"],
  ])("a token expiring at %p is %s", (expiresAt, status) => {
    expect(tokenStatus(expiresAt as number | null | undefined, NOW)).toBe(status);
  });
});

describe("the token store", () => {
  it("stores tokens and their expirations under auth. keys and reads them back", () => {
    const storage = memoryStorage();
    saveTokens(storage, tokens);
    expect([...storage.entries.keys()].every((key) => key.startsWith("auth."))).toBe(true);
    expect(storage.get(AUTH_KEYS.strategy)).toBe("keycloak");
    expect(storage.get(AUTH_KEYS.accessExpiresAt)).toBe(String(tokens.accessExpiresAt));
    expect(readTokens(storage)).toEqual(tokens);
    expect(hasStoredSession(storage)).toBe(true);
  });

  it("reads nothing when the strategy or a token is missing", () => {
    const storage = memoryStorage();
    expect(readTokens(storage)).toBeNull();
    saveTokens(storage, tokens);
    storage.remove(AUTH_KEYS.refreshToken);
    expect(readTokens(storage)).toBeNull();
  });

  it.each([
    [AUTH_KEYS.strategy, "garbage"],
    [AUTH_KEYS.accessToken, "not-a-token"],
    [AUTH_KEYS.accessToken, '{"access_token":'],
    [AUTH_KEYS.refreshToken, "a.b"],
    [AUTH_KEYS.refreshToken, `x.${Buffer.from("[1]").toString("base64url")}.y`],
    [AUTH_KEYS.idToken, "%E0"],
    [AUTH_KEYS.accessExpiresAt, "soon"],
    [AUTH_KEYS.refreshExpiresAt, ""],
    [AUTH_KEYS.refreshExpiresAt, "1e400"],
  ])("reads %s = %j as unreadable, never as a session", (key, value) => {
    const storage = memoryStorage();
    saveTokens(storage, tokens);
    storage.set(key, value);
    expect(readStoredSession(storage)).toEqual({ kind: "unreadable" });
    expect(readTokens(storage)).toBeNull();
    expect(hasStoredSession(storage)).toBe(true);
  });

  it("reads a session without an id token", () => {
    const storage = memoryStorage();
    saveTokens(storage, { ...tokens, idToken: null });
    expect(readStoredSession(storage)).toEqual({ kind: "stored", tokens: { ...tokens, idToken: null } });
  });

  it("reads no session when nothing is stored", () => {
    expect(readStoredSession(memoryStorage())).toEqual({ kind: "none" });
  });

  it("clears the session but keeps a remembered return path", () => {
    const storage = memoryStorage();
    saveTokens(storage, tokens);
    storage.set(AUTH_KEYS.returnPath, "/jobs/");
    clearTokens(storage);
    expect([...storage.entries.keys()]).toEqual([AUTH_KEYS.returnPath]);
    expect(hasStoredSession(storage)).toBe(false);
  });

  it("drops a stale id token when the new tokens have none", () => {
    const storage = memoryStorage();
    saveTokens(storage, tokens);
    saveTokens(storage, { ...tokens, idToken: null });
    expect(storage.get(AUTH_KEYS.idToken)).toBeNull();
  });
});

describe("refreshDelay", () => {
  it("refreshes a 300 s token 30 s before it expires (less the margin)", () => {
    expect(refreshDelay(tokens, NOW)).toBe(300_000 - EXPIRY_MARGIN_MS - 30_000);
  });

  it("refreshes a short token with a third of its life left", () => {
    const short = { ...tokens, accessExpiresAt: NOW + 9_500 };
    expect(refreshDelay(short, NOW)).toBe(6_000);
  });

  it("refreshes at once when the token is (nearly) expired", () => {
    expect(refreshDelay({ ...tokens, accessExpiresAt: NOW + 400 }, NOW)).toBe(0);
    expect(refreshDelay({ ...tokens, accessExpiresAt: NOW - 10_000 }, NOW)).toBe(0);
  });
});
