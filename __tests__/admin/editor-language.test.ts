import { editorLanguage, fill } from "../../src/admin/editor-language.mjs";

describe("editorLanguage", () => {
  it("takes the language the visitor chose on the site over the browser's", () => {
    expect(editorLanguage("a=1; i18n_redirected=de; b=2", ["en-US"])).toBe("de");
  });

  it("ignores a chosen language the editor does not have, and a cookie that only ends like the site's", () => {
    expect(editorLanguage("i18n_redirected=fr", ["de-DE"])).toBe("de");
    expect(editorLanguage("xi18n_redirected=de", ["en"])).toBe("en");
  });

  it("takes the first of the browser's languages the editor has, by its primary language", () => {
    expect(editorLanguage("", ["fr-FR", "DE-at", "en"])).toBe("de");
  });

  it("falls back to English", () => {
    expect(editorLanguage("", ["fr", "it"])).toBe("en");
    expect(editorLanguage("", undefined as unknown as string[])).toBe("en");
  });
});

describe("fill", () => {
  it("fills in each placeholder, as often as it appears", () => {
    expect(fill("{name} needs {role}; ask {name}", { name: "Erika", role: "editor" })).toBe(
      "Erika needs editor; ask Erika",
    );
  });

  it("keeps a placeholder it has no value for", () => {
    expect(fill("Ask {contact}", {})).toBe("Ask {contact}");
  });

  it("writes a number as text", () => {
    expect(fill("{count} min", { count: 2 })).toBe("2 min");
  });

  it("takes only the values' own fields, and never fills in what a value holds", () => {
    expect(fill("{toString} {path}", { path: "{toString}" })).toBe("{toString} {toString}");
  });
});
