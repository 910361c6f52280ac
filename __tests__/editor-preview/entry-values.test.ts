/** @jest-environment node */
import {
  localizedOf,
  numberOf,
  pictureOf,
  previewImage,
  textOf,
  withItem,
} from "../../src/editor-preview/entry-values";

const MISSING = { en: "[text missing]", de: "[Text fehlt]" };

describe("the values of an entry being edited", () => {
  it("takes texts and numbers as typed, and nothing of another kind", () => {
    expect(textOf("AlSi10Mg")).toBe("AlSi10Mg");
    expect(textOf(12)).toBe("12");
    expect(textOf({ en: "x" })).toBe("");
    expect(numberOf("2.5")).toBe(2.5);
    expect(numberOf(7)).toBe(7);
    expect(numberOf("")).toBeNull();
    expect(numberOf("abc")).toBeNull();
    expect(numberOf(Number.NaN)).toBeNull();
  });

  it("marks a text missing in a language instead of showing nothing", () => {
    expect(localizedOf({ en: "Head of Service", de: " " }, MISSING)).toEqual({
      en: "Head of Service",
      de: "[Text fehlt]",
    });
    expect(localizedOf(undefined, MISSING)).toEqual(MISSING);
  });

  it("puts the edited item in place of the one it was opened as, or adds a new one last", () => {
    const list = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(withItem(list, (item) => item.id, "b", { id: "b2" })).toEqual([
      { id: "a" },
      { id: "b2" },
      { id: "c" },
    ]);
    expect(withItem(list, (item) => item.id, "", { id: "d" })).toEqual([...list, { id: "d" }]);
  });

  it("shows the editor's picture in the site's box, the built one while Decap has none", () => {
    const built = previewImage("/static/built.jpg", 600, 315);
    const images = { "images/jobs/new.jpg": "blob:https://site.example/1" };
    expect(pictureOf("images/jobs/new.jpg", images, built, { width: 600, height: 315 })).toEqual({
      layout: "constrained",
      width: 600,
      height: 315,
      images: { fallback: { src: "blob:https://site.example/1" } },
    });
    expect(pictureOf("images/jobs/old.jpg", images, built, { width: 600, height: 315 })).toBe(built);
    expect(pictureOf(undefined, images, undefined, { width: 1, height: 1 })).toBeUndefined();
  });
});
