import { shortDescription } from "../../src/news/short-description";

describe("shortDescription", () => {
  it("keeps short text, with its white space folded", () => {
    expect(shortDescription("Laser &  powder\n – open")).toBe("Laser & powder – open");
  });

  it("cuts long text at a word", () => {
    const text = shortDescription("word ".repeat(60), 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith("word…")).toBe(true);
  });
});
