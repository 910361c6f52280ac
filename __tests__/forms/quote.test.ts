import { appendQuote, EMPTY_QUOTE } from "../../src/forms/quote";
import { formDataEntries } from "../support/form-data";

it("the quote body names the product and materials, and attaches the file", () => {
  const body = new FormData();
  appendQuote(
    body,
    {
      ...EMPTY_QUOTE,
      product: "midi",
      materials: ["in718", "gone"],
      quantity: " 2 ",
      file: new File(["x"], "part.step"),
    },
    {
      products: [{ slug: "midi", name: "AconityMIDI" }],
      materials: [{ id: "in718", title: { en: "IN718", de: "IN718 (de)" } }],
      language: "de",
    },
  );
  expect(formDataEntries(body).slice(0, 5)).toEqual([
    ["product", "AconityMIDI"],
    ["materials", "IN718 (de)"],
    ["materials", "gone"],
    ["quantity", "2"],
    ["file", "file:part.step"],
  ]);
});

it("keeps the chosen file's name for the draft, and never sends it", () => {
  expect(EMPTY_QUOTE.fileName).toBe("");
  const body = new FormData();
  appendQuote(
    body,
    { ...EMPTY_QUOTE, product: "midi", fileName: "part.step" },
    { products: [{ slug: "midi", name: "AconityMIDI" }], materials: [], language: "en" },
  );
  expect(formDataEntries(body).map(([name]) => name)).not.toContain("fileName");
});
