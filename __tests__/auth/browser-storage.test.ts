/**
 * @jest-environment jsdom
 */
import { MAX_COOKIE_BYTES, browserAuthStorage } from "../../src/auth/browser-storage";

afterEach(() => {
  localStorage.clear();
  for (const cookie of document.cookie.split(/;\s*/)) {
    const name = cookie.split("=")[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

describe("browserAuthStorage", () => {
  it("writes to localStorage and to a cookie under the same key", () => {
    const storage = browserAuthStorage();
    storage.set("auth._token.keycloak", "a b;c");
    expect(localStorage.getItem("auth._token.keycloak")).toBe("a b;c");
    expect(document.cookie).toContain("auth._token.keycloak=a%20b%3Bc");
  });

  it("reads the cookie when localStorage has nothing", () => {
    document.cookie = "auth.strategy=keycloak; Path=/";
    expect(browserAuthStorage().get("auth.strategy")).toBe("keycloak");
  });

  it("writes no cookie that browsers would drop, and removes an older one", () => {
    const storage = browserAuthStorage();
    storage.set("auth._token.keycloak", "short");
    storage.set("auth._token.keycloak", "x".repeat(MAX_COOKIE_BYTES));
    expect(document.cookie).not.toContain("auth._token.keycloak");
    expect(storage.get("auth._token.keycloak")).toHaveLength(MAX_COOKIE_BYTES);
  });

  it("removes both copies", () => {
    const storage = browserAuthStorage();
    storage.set("auth.strategy", "keycloak");
    storage.remove("auth.strategy");
    expect(storage.get("auth.strategy")).toBeNull();
  });
});
