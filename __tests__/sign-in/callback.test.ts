import { isAuthorizationResponse, sessionWork } from "../../src/sign-in/callback";

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
