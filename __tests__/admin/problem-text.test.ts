import { problemText } from "../../src/admin/problem-text.mjs";

const GERMAN = {
  entry: "Eintrag {key} (Nr. {index})",
  entryAt: "Eintrag Nr. {index}",
  field: 'Feld "{field}"',
  tooLong: "darf höchstens {limit} Zeichen lang sein, hat aber {length}",
};
const line = {
  file: "data/home-gallery.json",
  entry: null,
  field: null,
  code: null,
  values: {},
  message: "English words",
};

describe("problemText", () => {
  it("says file, entry, field and the problem in the words given", () => {
    expect(
      problemText(
        {
          ...line,
          entry: { key: '"lattice"', index: 1 },
          field: "caption.de",
          code: "tooLong",
          values: { limit: "300", length: "301" },
        },
        GERMAN,
      ),
    ).toBe(
      'data/home-gallery.json: Eintrag "lattice" (Nr. 1): Feld "caption.de": darf höchstens 300 Zeichen lang sein, hat aber 301',
    );
    expect(problemText({ ...line, entry: { key: null, index: 4 } }, GERMAN)).toBe(
      "data/home-gallery.json: Eintrag Nr. 4: English words",
    );
  });

  it("says a problem without a code, or with a code it has no words for, in its English message", () => {
    expect(problemText(line, GERMAN)).toBe("data/home-gallery.json: English words");
    expect(problemText({ ...line, code: "toString" }, GERMAN)).toBe("data/home-gallery.json: English words");
  });

  it("leaves out what a problem does not name", () => {
    expect(
      problemText({ ...line, file: null, code: "tooLong", values: { limit: "1", length: "2" } }, GERMAN),
    ).toBe("darf höchstens 1 Zeichen lang sein, hat aber 2");
  });
});
