/** @jest-environment jsdom */
import { fieldLanguage, pageTexts } from "../../src/admin/preview-pane.mjs";

describe("the language the preview follows", () => {
  it("is a localized field's, by Decap's id of it", () => {
    const field = (id: string) => Object.assign(document.createElement("input"), { id });
    expect(fieldLanguage(field("de-field-12"))).toBe("de");
    expect(fieldLanguage(field("en-field-3"))).toBe("en");
    expect(fieldLanguage(field("title-field-140"))).toBeNull();
    expect(fieldLanguage(null)).toBeNull();
  });

  describe("for a page's texts, the language Decap is writing", () => {
    const english = { hero: { title: "The team" } };
    const german = { hero: { title: "Das Team" } };

    it("is English while the entry's data is not another language's texts", () => {
      expect(pageTexts(english, { de: { data: german } }, undefined)).toEqual({
        writing: "en",
        texts: { en: english, de: german },
      });
    });

    it("is German while the data is the German texts, with the English ones last seen", () => {
      const typed = { hero: { title: "Das Team!" } };
      expect(pageTexts(typed, { de: { data: typed } }, english)).toEqual({
        writing: "de",
        texts: { en: english, de: typed },
      });
      // Opened while writing German: no English texts to send (the preview page shows the built ones).
      expect(pageTexts(german, { de: { data: german } }, undefined)).toEqual({
        writing: "de",
        texts: { de: german },
      });
    });
  });
});
