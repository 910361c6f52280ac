import { isAuthorizationResponse, sessionWork } from "../../src/auth/callback";
import { decideAccess } from "../../src/auth/page-access";
import { hasScope } from "../../src/auth/scope";
import { EXPIRED_MESSAGE, NO_STRATEGY_MESSAGE } from "../../src/auth/auth-errors";
import en from "../../data/locales/en/common.json";

describe("hasScope", () => {
  it.each([
    [{ scope: ["shop", "configurator"] }, "shop", true],
    [{ scope: ["shop"] }, "configurator", false],
    [{ scope: "shop configurator" }, "configurator", true],
    [{ scope: "shopping" }, "shop", false],
    [{}, "shop", false],
    [null, "shop", false],
    [{ scope: 5 }, "shop", false],
  ])("user %j has scope %s: %s", (user, scope, expected) => {
    expect(hasScope(user as Record<string, unknown> | null, scope)).toBe(expected);
  });

  it("reads another scope key when asked", () => {
    expect(hasScope({ roles: ["admin"] }, "admin", "roles")).toBe(true);
  });
});

describe("decideAccess", () => {
  const signedIn = { ready: true, busy: false, loggedIn: true, error: null };
  const signedOut = { ready: true, busy: false, loggedIn: false, error: null };
  const starting = { ready: false, busy: false, loggedIn: false, error: null };
  const restoring = { ready: true, busy: true, loggedIn: false, error: null };

  it("shows public pages to everyone at once", () => {
    for (const session of [signedIn, signedOut, starting]) {
      expect(decideAccess("public", session, "/jobs/")).toEqual({ action: "show" });
    }
  });

  it("sends signed-in visitors away from guest pages, home", () => {
    expect(decideAccess("guest", signedIn, "/login/")).toEqual({ action: "home" });
    expect(decideAccess("guest", signedOut, "/login/")).toEqual({ action: "show" });
    expect(decideAccess("guest", restoring, "/login/")).toEqual({ action: "show" });
  });

  it("sends signed-out visitors to sign in, remembering the page", () => {
    expect(decideAccess("signed-in", signedOut, "/de/account/")).toEqual({
      action: "sign-in",
      returnPath: "/de/account/",
    });
    expect(decideAccess("signed-in", signedIn, "/account/")).toEqual({ action: "show" });
  });

  it("waits while the session is not known yet", () => {
    expect(decideAccess("signed-in", starting, "/account/")).toEqual({ action: "wait" });
    expect(decideAccess("signed-in", restoring, "/account/")).toEqual({ action: "wait" });
  });

  it("offers sign-in instead of redirecting after an auth error", () => {
    expect(decideAccess("signed-in", { ...signedOut, error: "expired" }, "/account/")).toEqual({
      action: "offer-sign-in",
      returnPath: "/account/",
    });
  });
});

describe("isAuthorizationResponse", () => {
  it.each([
    ["#state=abc&code=xyz&iss=x", true],
    ["#state=abc&error=access_denied", true],
    ["#code=xyz", false],
    ["#state=abc", false],
    ["#contact", false],
    ["", false],
  ])("%s → %s", (hash, expected) => {
    expect(isAuthorizationResponse(hash)).toBe(expected);
  });
});

describe("auth messages", () => {
  it("shows the exact English texts", () => {
    expect(en.auth.errors.expired).toBe(EXPIRED_MESSAGE);
    expect(en.auth.errors.noStrategy).toBe(NO_STRATEGY_MESSAGE);
  });
});

describe("sessionWork", () => {
  const storage = (strategy: string | null) => ({
    get: (key: string) => (key === "auth.strategy" ? strategy : null),
    set: () => undefined,
    remove: () => undefined,
  });

  it("completes a sign-in for an authorization response on the login page", () => {
    expect(sessionWork("/de/login/", "#state=a&code=b", storage(null))).toBe("callback");
    expect(sessionWork("/login/", "#state=a&code=b", storage("keycloak"))).toBe("callback");
  });

  it("restores a stored session anywhere else", () => {
    expect(sessionWork("/jobs/", "#state=a&code=b", storage("keycloak"))).toBe("restore");
    expect(sessionWork("/login/", "", storage("keycloak"))).toBe("restore");
  });

  it("has nothing to do for a visitor who never signed in", () => {
    expect(sessionWork("/", "", storage(null))).toBeNull();
    expect(sessionWork("/login/", "#contact", storage(null))).toBeNull();
  });
});
