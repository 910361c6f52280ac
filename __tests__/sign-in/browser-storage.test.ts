/**
 * @jest-environment jsdom
 */
import { browserAuthStorage } from "../../src/sign-in/browser-storage";
import { AUTH_KEYS } from "../../src/sign-in/storage-keys";
import { readStoredSession, saveTokens } from "../../src/sign-in/token-store";
import { clearCookies } from "../support/clear-cookies";

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  clearCookies();
});

/** A window whose localStorage is what the test makes of it. */
function windowWith(localStorage: () => Storage | undefined): Window {
  const win = Object.create(window) as Window;
  Object.defineProperty(win, "localStorage", { get: localStorage });
  return win;
}

const JWT = `${btoa('{"alg":"HS256"}')}.${btoa('{"sub":"staff","exp":1}')}.c2ln`.replace(/=/g, "");
const tokens = {
  accessToken: JWT,
  accessExpiresAt: 1,
  refreshToken: JWT,
  refreshExpiresAt: 2,
  idToken: JWT,
};

describe("browserAuthStorage", () => {
  it("keeps the session in localStorage and writes no cookie", () => {
    const storage = browserAuthStorage();
    saveTokens(storage, tokens);
    expect(localStorage.getItem(AUTH_KEYS.accessToken)).toBe(JWT);
    expect(readStoredSession(storage)).toEqual({ kind: "stored", tokens });
    expect(document.cookie).toBe("");
  });

  it("never reads a cookie, so a malformed one cannot throw", () => {
    document.cookie = "auth.strategy=%E0; Path=/";
    document.cookie = "auth._token.keycloak=%; Path=/";
    const storage = browserAuthStorage();
    expect(() => storage.get(AUTH_KEYS.strategy)).not.toThrow();
    expect(storage.get(AUTH_KEYS.strategy)).toBeNull();
  });

  it("removes what it stored", () => {
    const storage = browserAuthStorage();
    storage.set("auth.strategy", "keycloak");
    storage.remove("auth.strategy");
    expect(storage.get("auth.strategy")).toBeNull();
  });

  it.each([
    ["garbage", "garbage"],
    ["invalid JSON", '{"token":'],
    ["a token that is not a JWT", "%E0.%E0.%E0"],
  ])("reports %s in a session key as unreadable instead of throwing", (_, value) => {
    const storage = browserAuthStorage();
    saveTokens(storage, tokens);
    for (const key of Object.values(AUTH_KEYS)) {
      if (key === AUTH_KEYS.returnPath) continue;
      const before = localStorage.getItem(key);
      localStorage.setItem(key, value);
      expect(readStoredSession(storage)).toEqual({ kind: "unreadable" });
      localStorage.setItem(key, before ?? "");
    }
  });

  it("ignores writes, and says it does not work, when setItem throws (quota, private mode)", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const storage = browserAuthStorage();
    expect(() => saveTokens(storage, tokens)).not.toThrow();
    expect(storage.get(AUTH_KEYS.strategy)).toBeNull();
    expect(storage.works()).toBe(false);
  });

  it("reads nothing, and says it does not work, when site data is blocked (localStorage throws)", () => {
    const storage = browserAuthStorage(
      windowWith(() => {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      }),
    );
    expect(storage.get(AUTH_KEYS.strategy)).toBeNull();
    expect(() => storage.set(AUTH_KEYS.strategy, "keycloak")).not.toThrow();
    expect(() => storage.remove(AUTH_KEYS.strategy)).not.toThrow();
    expect(storage.works()).toBe(false);
  });

  it("reads nothing when getItem throws", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(browserAuthStorage().get(AUTH_KEYS.strategy)).toBeNull();
  });

  it("works where storage works", () => {
    expect(browserAuthStorage().works()).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it("treats a missing localStorage as not working", () => {
    expect(browserAuthStorage(windowWith(() => undefined)).works()).toBe(false);
  });

  it("reads the window's localStorage once, for its reads and writes alike", () => {
    const read = jest.fn(() => localStorage);
    const storage = browserAuthStorage(windowWith(read));
    storage.set(AUTH_KEYS.strategy, "keycloak");
    expect(storage.get(AUTH_KEYS.strategy)).toBe("keycloak");
    expect(read).toHaveBeenCalledTimes(1);
  });
});
