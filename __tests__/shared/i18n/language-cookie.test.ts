import {
  LANGUAGE_COOKIE,
  readLanguageCookie,
  serializeLanguageCookie,
} from "../../../src/shared/i18n/language-cookie";

describe("serializeLanguageCookie", () => {
  it("stores the language for a year on the whole site, readable over plain http", () => {
    expect(serializeLanguageCookie("de")).toBe("i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax");
  });
});

describe("readLanguageCookie", () => {
  it.each([
    ["no cookies", null, ""],
    ["only the language cookie", "de", "i18n_redirected=de"],
    ["the language cookie among others", "en", "a=1; i18n_redirected=en; b=2"],
    ["an encoded value", "de", "i18n_redirected=%64e"],
    // The language rule counts a value that is no language of the site as no cookie (language-rule.test).
    ["a language the site does not have", "fr", "i18n_redirected=fr"],
    ["an empty value", "", "i18n_redirected="],
    ["a cookie whose name only ends like it", null, "xi18n_redirected=de"],
    ["a malformed encoding", null, "i18n_redirected=%E0%A4%A"],
    ["the name alone", "", "i18n_redirected"],
    ["the first of two", "de", "i18n_redirected=de; i18n_redirected=en"],
  ])("with %s reads %p", (_name, expected, header) => {
    expect(readLanguageCookie(header, LANGUAGE_COOKIE)).toBe(expected);
  });
});
