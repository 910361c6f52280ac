import { specificationComparison } from "../../src/compare/machine-rows";

describe("the specifications of several machines side by side", () => {
  it("has a row for each property any of them has, a dash where one has none", () => {
    const products = [
      { specifications: [{ property: "weight", value: 900 }] },
      {
        specifications: [
          { property: "preheating", value: 800 },
          { property: "weight", value: 1500 },
        ],
      },
    ];
    expect(specificationComparison(products, "en", (property) => property)).toEqual([
      { id: "preheating", label: "preheating", cells: ["–", "800 °C"] },
      { id: "weight", label: "weight", cells: ["900 kg", "1,500 kg"] },
    ]);
  });
});
