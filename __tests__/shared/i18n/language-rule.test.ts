import { decideLanguage, type LanguageDecision } from "../../../src/shared/i18n/language-rule";

function decide(pathname: string, cookie: string | null, browserLanguages: string[]): LanguageDecision {
  return decideLanguage({
    pathname,
    cookie,
    browserLanguages,
    languages: ["en", "de"],
    defaultLanguage: "en",
  });
}

describe("decideLanguage", () => {
  it.each([
    ["a German page stays German for an English browser", "/de/jobs/", null, ["en-US"], "de", null, "de"],
    ["a German page stays German for a French browser", "/de/", null, ["fr"], "de", null, "de"],
    ["a German page stays German with an English cookie", "/de/jobs/", "en", ["en"], "de", null, null],
  ])("prefix: %s", (_name, pathname, cookie, browser, language, redirect, remember) => {
    expect(decide(pathname, cookie, browser)).toEqual({ language, redirect, remember });
  });

  it.each([
    ["a German cookie on an English page", "/jobs/", "de", ["de-DE"], "en"],
    ["an English cookie with a German browser", "/jobs/", "en", ["de-DE"], "en"],
    ["a German cookie on a German page", "/de/jobs/", "de", ["en"], "de"],
  ])("cookie present: %s neither redirects nor remembers", (_name, pathname, cookie, browser, language) => {
    expect(decide(pathname, cookie, browser)).toEqual({ language, redirect: null, remember: null });
  });

  it.each([
    ["an unknown value", "fr"],
    ["an empty value", ""],
  ])("cookie with %s counts as absent", (_name, cookie) => {
    expect(decide("/jobs/", cookie, ["de"])).toEqual({
      language: "de",
      redirect: "/de/jobs/",
      remember: "de",
    });
  });

  it.each([
    ["de-DE, en redirects to German", "/jobs/", ["de-DE", "en"], "de", "/de/jobs/", "de"],
    ["fr-FR, de finds German further down the list", "/jobs/", ["fr-FR", "de"], "de", "/de/jobs/", "de"],
    ["fr falls back to English", "/jobs/", ["fr"], "en", null, "en"],
    ["an empty list falls back to English", "/jobs/", [], "en", null, "en"],
    ["en-US, de keeps English, the first match", "/jobs/", ["en-US", "de"], "en", null, "en"],
    ["de on the root redirects to /de/", "/", ["de"], "de", "/de/", "de"],
    ["DE-at matches case-insensitively", "/jobs/", ["DE-at"], "de", "/de/jobs/", "de"],
  ])("cookie absent, browser %s", (_name, pathname, browser, language, redirect, remember) => {
    expect(decide(pathname, null, browser)).toEqual({ language, redirect, remember });
  });
});
