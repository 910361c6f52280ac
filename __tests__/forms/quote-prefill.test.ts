import { quotePath, quotePrefill } from "../../src/forms/quote-prefill";

const products = ["aconity-mini", "aconity-midi"];
const materials = ["alsi10mg", "in718", "sae316l"];

describe("the quote form's address", () => {
  it("carries the machine and the material a visitor looked at", () => {
    expect(quotePath({ machine: "aconity-midi" })).toBe("/get-quote/?machine=aconity-midi");
    expect(quotePath({ material: "in718" })).toBe("/get-quote/?material=in718");
    expect(quotePath({})).toBe("/get-quote/");
  });

  it("is read back as the form's start: the machine and the materials in the form's order", () => {
    expect(
      quotePrefill("?machine=aconity-midi&material=sae316l&material=in718", products, materials),
    ).toEqual({
      product: "aconity-midi",
      materials: ["in718", "sae316l"],
    });
  });

  it("adds an asked material to those kept from an earlier visit", () => {
    expect(quotePrefill("?material=in718", products, materials, ["alsi10mg"])).toEqual({
      materials: ["alsi10mg", "in718"],
    });
  });

  it("takes nothing it does not offer: unknown ids, other casing, script, repeats", () => {
    const hostile = "?machine=AconityMIDI&material=%3Cscript%3E&material=in718%00&material=../alsi10mg";
    expect(quotePrefill(hostile, products, materials)).toEqual({});
    expect(quotePrefill("?material=in718&material=in718", products, materials)).toEqual({
      materials: ["in718"],
    });
    expect(quotePrefill("", products, materials, ["alsi10mg"])).toEqual({});
  });
});
