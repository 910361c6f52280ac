import { specificationsAreConsistent } from "../../../gatsby/collections/product-consistency";
import { fakeContext, problemsOf, product, VALID } from "../../support/collection-fixtures";

const context = fakeContext();
const problems = (...specifications: object[]) =>
  specificationsAreConsistent(product("aconity-midi", { specifications }), context);

describe("a product's specifications", () => {
  it("accepts each property in the form it takes", () => {
    expect(
      problems(
        { property: "buildVolume", dimensions: [170, 220], cylinder: true },
        { property: "laserType", text: { en: "Fibre laser", de: "Faserlaser" } },
        { property: "laserCount", min: 1, max: 4 },
        { property: "spotSize", value: 80 },
        { property: "layerThickness", min: 20, max: 150 },
        { property: "footprint", dimensions: [1600, 1200, 2100] },
      ),
    ).toEqual([]);
  });

  it("refuses a field its property does not take, naming the field", () => {
    expect(problems({ property: "weight", value: 900, text: { en: "heavy", de: "schwer" } })).toMatchObject([
      { field: "specifications[0].text", message: "weight takes a value, not text" },
    ]);
  });

  it("refuses a row without what its property needs", () => {
    expect(
      problems({ property: "layerThickness", min: 20 }, { property: "laserCount", value: 2, min: 1 }),
    ).toMatchObject([
      { field: "specifications[0]", message: "layerThickness needs a min and a max" },
      { field: "specifications[1]", message: "laserCount needs a value, or a min and a max" },
    ]);
  });

  it("refuses numbers no machine of this class has, and a range upside down", () => {
    expect(
      problems(
        { property: "preheating", value: 3000 },
        { property: "layerThickness", min: 150, max: 20 },
        { property: "laserCount", value: 1.5 },
      ),
    ).toMatchObject([
      { field: "specifications[0].value", message: "preheating of 3000 °C is outside 20–1500 °C" },
      { field: "specifications[1].min", message: "the minimum 150 µm is not below the maximum 20 µm" },
      { field: "specifications[2].value", message: "laserCount is a whole number, not 1.5" },
    ]);
  });

  it("counts the dimensions: two for a round build volume, three otherwise; a footprint is never round", () => {
    expect(
      problems(
        { property: "buildVolume", dimensions: [170, 220, 300], cylinder: true },
        { property: "footprint", dimensions: [1600, 1200] },
        { property: "footprint", dimensions: [1600, 1200], cylinder: true },
      ).map((problem) => problem.message),
    ).toMatchObject([
      "a round buildVolume has 2 dimensions (diameter, height), not 3",
      "footprint has 3 dimensions (width, depth, height), not 2",
      "footprint cannot be round",
    ]);
  });

  it("names a property given twice, through the collection's keyed lists", () => {
    const specifications = [
      { property: "weight", value: 900 },
      { property: "weight", value: 950 },
    ];
    const found = problemsOf("products", [
      product("aconity-midi", { specifications }),
      ...VALID.products.slice(1),
    ]);
    expect(found.join("\n")).toMatch(/specifications.*weight/);
  });

  it("leaves the sample fixtures without a problem", () => {
    expect(problemsOf("products", VALID.products)).toEqual([]);
  });
});
