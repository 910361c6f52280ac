import { specificationProperties } from "../../src/products/specification-properties";

describe("the specifications as structured data", () => {
  it("gives numbers with their unit, ranges as min and max, dimensions and words as written", () => {
    const rows = [
      { property: "layerThickness", min: 20, max: 150 },
      { property: "buildVolume", dimensions: [170, 220], cylinder: true },
      { property: "laserCount", value: 2 },
      { property: "inertGas", text: { en: "Argon", de: "Argon" } },
    ];
    expect(specificationProperties(rows, "de", (property) => `<${property}>`)).toEqual([
      { id: "buildVolume", name: "<buildVolume>", value: "Ø 170 × 220 mm" },
      { id: "laserCount", name: "<laserCount>", value: 2 },
      { id: "layerThickness", name: "<layerThickness>", minValue: 20, maxValue: 150, unitText: "µm" },
      { id: "inertGas", name: "<inertGas>", value: "Argon" },
    ]);
  });
});
