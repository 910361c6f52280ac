import {
  languageOfPath,
  localizePath,
  openGraphLocale,
  otherLanguage,
  prefixLanguage,
  stripLanguagePrefix,
} from "../../../src/shared/i18n/languages";

describe("prefixLanguage and languageOfPath", () => {
  it.each([
    ["/", null, "en"],
    ["/jobs/", null, "en"],
    ["/de", "de", "de"],
    ["/de/", "de", "de"],
    ["/de/jobs/", "de", "de"],
    ["/en/jobs/", null, "en"],
    ["/debug/", null, "en"],
    ["/#contact", null, "en"],
  ])("%s has prefix %s and is a page in %s", (path, prefix, language) => {
    expect(prefixLanguage(path)).toBe(prefix);
    expect(languageOfPath(path)).toBe(language);
  });
});

describe("stripLanguagePrefix", () => {
  it.each([
    ["/", "/"],
    ["/de", "/"],
    ["/de/", "/"],
    ["/de/jobs/", "/jobs/"],
    ["/de/#contact", "/#contact"],
    ["/jobs/?a=1#b", "/jobs/?a=1#b"],
    ["/debug/", "/debug/"],
  ])("%s becomes %s", (path, expected) => {
    expect(stripLanguagePrefix(path)).toBe(expected);
  });
});

describe("localizePath", () => {
  it.each([
    ["/", "en", "/"],
    ["/", "de", "/de/"],
    ["/de", "de", "/de/"],
    ["/de/", "en", "/"],
    ["/jobs/", "de", "/de/jobs/"],
    ["/de/jobs/", "de", "/de/jobs/"],
    ["/de/jobs/", "en", "/jobs/"],
    ["jobs/", "de", "/de/jobs/"],
    ["/#contact", "de", "/de/#contact"],
    ["/#contact", "en", "/#contact"],
    ["/?q=1", "de", "/de/?q=1"],
    ["/jobs/?a=1#b", "de", "/de/jobs/?a=1#b"],
    ["/debug/", "de", "/de/debug/"],
  ] as const)("%s in %s is %s", (path, language, expected) => {
    expect(localizePath(path, language)).toBe(expected);
  });
});

describe("otherLanguage", () => {
  it.each([
    ["en", "de"],
    ["de", "en"],
  ] as const)("of %s is %s", (language, other) => {
    expect(otherLanguage(language)).toBe(other);
  });
});

describe("openGraphLocale", () => {
  it("spells the language's locale the Open Graph way", () => {
    expect(openGraphLocale("en")).toBe("en_US");
    expect(openGraphLocale("de")).toBe("de_DE");
  });
});
