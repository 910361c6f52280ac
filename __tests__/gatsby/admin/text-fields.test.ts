/** @jest-environment node */
/** The form fields textFields makes of a page's English texts: text fields, text areas and lists. */
import { textFields } from "../../../gatsby/admin/text-fields";

describe("textFields", () => {
  it("gives a long or multi-line text a text area and a short one a text field, each translatable", () => {
    expect(textFields({ short: "Hello", long: "x".repeat(81), lines: "a\nb" })).toEqual([
      { name: "short", label: "Short", widget: "string", i18n: true, required: true },
      { name: "long", label: "Long", widget: "text", i18n: true, required: true },
      { name: "lines", label: "Lines", widget: "text", i18n: true, required: true },
    ]);
  });

  it("edits a list of objects with every field any item has, required only where all have it", () => {
    const [list] = textFields({ steps: [{ title: "One", note: "n" }, { title: "Two" }] });
    expect(list).toMatchObject({ widget: "list", summary: "{{fields.title}}" });
    expect(list.fields!.map(({ name, required }) => [name, required])).toEqual([
      ["title", true],
      ["note", false],
    ]);
  });
});
