import { decideAccess } from "../../src/sign-in/page-access";

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
