/** @jest-environment node */
import {
  categoryLanguage,
  languageCode,
  postLanguage,
} from "../../../../plugins/source-wordpress-news/src/posts/language-rule";

const rule = { languages: ["en", "de"], defaultLanguage: "en" };

describe("the language of a post", () => {
  it.each([
    ["Polylang's lang field", { lang: "de", categorySlugs: [] }, { language: "de" }],
    ["Polylang's lang over a marker category", { lang: "en", categorySlugs: ["de"] }, { language: "en" }],
    ["a Polylang locale", { lang: "de_DE", categorySlugs: [] }, { language: "de" }],
    ["a Polylang slug in capitals", { lang: "DE", categorySlugs: [] }, { language: "de" }],
    ["the category de", { categorySlugs: ["news", "de"] }, { language: "de" }],
    ["the category en", { categorySlugs: ["en", "events"] }, { language: "en" }],
    ["an empty lang field, then the category", { lang: "", categorySlugs: ["de"] }, { language: "de" }],
    ["no sign at all: the default", { categorySlugs: ["events"] }, { language: "en" }],
    ["no categories: the default", { categorySlugs: [] }, { language: "en" }],
    [
      "a category that only contains a language code",
      { categorySlugs: ["deutsch", "en-us"] },
      { language: "en" },
    ],
    ["a Polylang language the site lacks", { lang: "fr", categorySlugs: ["de"] }, { unsupported: "fr" }],
  ])("follows %s", (_case, post, expected) => {
    expect(postLanguage(post, rule)).toEqual(expected);
  });

  it("uses the configured default language", () => {
    expect(postLanguage({ categorySlugs: [] }, { languages: ["en", "de"], defaultLanguage: "de" })).toEqual({
      language: "de",
    });
  });

  it.each([
    ["de", "de"],
    ["de-AT", "de"],
    ["en_GB", "en"],
    [" en ", "en"],
    ["deutsch", undefined],
    [42, undefined],
    [undefined, undefined],
  ])("reads %j as the language code %j", (value, code) => {
    expect(languageCode(value)).toBe(code);
  });
});

describe("the language of a category", () => {
  it.each([
    ["Polylang's lang field", { lang: "de", slug: "events" }, ["en"], "de"],
    ["a marker category's own slug", { slug: "de" }, ["de"], "de"],
    ["the language all its posts share", { slug: "messen" }, ["de", "de"], "de"],
    ["the default when its posts are mixed", { slug: "events" }, ["en", "de"], "en"],
    ["the default without posts", { slug: "events" }, [], "en"],
  ])("follows %s", (_case, category, postLanguages, expected) => {
    expect(categoryLanguage(category, postLanguages, rule)).toBe(expected);
  });
});
