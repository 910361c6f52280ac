import { translator, valueAt } from "../../../src/shared/i18n/translate";

const namespaces = {
  search: {
    results_one: "1 result for “{{query}}”",
    results_other: "{{count}} results for “{{query}}”",
    kinds: { all: "Everything" },
  },
  common: { nav: { home: "Home" }, search: { open: "Search" }, readMore: "Read more" },
  news: { readMore: "Read the post" },
};

describe("translator", () => {
  it("reads dotted keys of its namespace, under a key prefix too", () => {
    expect(translator(namespaces, "en", "search")("kinds.all")).toBe("Everything");
    expect(translator(namespaces, "en", "common", "nav")("home")).toBe("Home");
  });

  it("looks in the page's other namespaces when its own lacks the key, its own first", () => {
    expect(translator(namespaces, "en", "search")("nav.home")).toBe("Home");
    expect(translator(namespaces, "en", "news")("readMore")).toBe("Read the post");
    expect(translator(namespaces, "en", "common")("readMore")).toBe("Read more");
  });

  it("picks the plural form of the language by count and fills the placeholders", () => {
    const t = translator(namespaces, "en", "search");
    expect(t("results", { count: 1, query: "laser" })).toBe("1 result for “laser”");
    expect(t("results", { count: 7, query: "laser" })).toBe("7 results for “laser”");
    expect(t("results", { count: 0, query: "laser" })).toBe("0 results for “laser”");
  });

  it("puts values in as they are (React escapes them) and leaves unknown placeholders empty", () => {
    const t = translator({ x: { text: "A {{ a }} and {{b}}." } }, "de", "x");
    expect(t("text", { a: "<b>&" })).toBe("A <b>& and .");
  });

  it("gives back the key when no namespace has it, or when it names an object", () => {
    const t = translator(namespaces, "en", "search", "kinds");
    expect(t("missing")).toBe("kinds.missing");
    expect(translator(namespaces, "en", "common")("nav")).toBe("nav");
    expect(translator({}, "en", "common")("readMore")).toBe("readMore");
  });
});

describe("valueAt", () => {
  it("follows a dotted path and stops at anything that is not an object", () => {
    expect(valueAt({ a: { b: ["x"] } }, "a.b")).toEqual(["x"]);
    expect(valueAt({ a: "text" }, "a.b")).toBeUndefined();
    expect(valueAt(null, "a")).toBeUndefined();
  });
});
