/**
 * @jest-environment jsdom
 */
import { authCookieNames, forgetAuthCookies } from "../../src/sign-in/legacy-cookies";
import { clearCookies } from "../support/clear-cookies";

afterEach(clearCookies);

describe("auth cookies of earlier versions", () => {
  it("names them without decoding their values", () => {
    expect(
      authCookieNames("i18n_redirected=de; auth.strategy=%E0; auth._token.keycloak=a.b.c; x=auth.y"),
    ).toEqual(["auth.strategy", "auth._token.keycloak"]);
    expect(authCookieNames("")).toEqual([]);
  });

  it("are forgotten, other cookies kept", () => {
    document.cookie = "auth.strategy=%E0; Path=/";
    document.cookie = "auth._token.keycloak=a.b.c; Path=/";
    document.cookie = "i18n_redirected=de; Path=/";
    forgetAuthCookies();
    expect(document.cookie).toBe("i18n_redirected=de");
  });

  it("are left alone without a throw when cookies are disabled", () => {
    const doc = {} as Document;
    Object.defineProperty(doc, "cookie", {
      get: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(() => forgetAuthCookies(doc)).not.toThrow();
  });
});
