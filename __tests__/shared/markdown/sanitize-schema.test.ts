import { markdownSanitizeSchema } from "../../../src/shared/markdown/sanitize-schema";

describe("markdownSanitizeSchema", () => {
  it("allows no script-like elements", () => {
    for (const tag of ["script", "style", "iframe", "object", "embed", "form", "input", "svg"]) {
      expect(markdownSanitizeSchema.tagNames).not.toContain(tag);
    }
  });

  it("allows no event handler or style attributes", () => {
    const names = Object.values(markdownSanitizeSchema.attributes ?? {})
      .flat()
      .map((definition) => (typeof definition === "string" ? definition : definition[0]));
    expect(names.filter((name) => /^on|^style$/i.test(name))).toEqual([]);
  });
});
