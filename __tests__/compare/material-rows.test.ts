import { valueComparison } from "../../src/compare/material-rows";
import { datasheetValue as row } from "../support/datasheet-value";

describe("materials side by side", () => {
  it("puts several materials side by side: a row per property, condition and orientation, a dash where none", () => {
    const materials = [
      { values: [row("tensileStrength", "asBuilt", "z")] },
      { values: [row("density", "asBuilt"), row("tensileStrength", "asBuilt", "z")] },
    ];
    expect(valueComparison(materials, "en", (value) => value.property)).toEqual([
      { id: "density.asBuilt", label: "density", cells: ["–", "1 MPa"] },
      { id: "tensileStrength.asBuilt.z", label: "tensileStrength", cells: ["1 MPa", "1 MPa"] },
    ]);
  });
});
