import { valueProperties } from "../../src/materials/datasheet-properties";
import { datasheetValue as row } from "../support/datasheet-value";

describe("the values as structured data", () => {
  it("gives each value in the datasheet's order with its unit, standard and a stable id", () => {
    const properties = valueProperties(
      [row("tensileStrength", "asBuilt", "z"), row("density", "asBuilt")],
      (value) => `${value.property} ${value.condition}`,
    );
    expect(properties).toEqual([
      {
        id: "density.asBuilt",
        name: "density asBuilt",
        value: 1,
        unitText: "MPa",
        measurementTechnique: "ISO 6892-1",
      },
      {
        id: "tensileStrength.asBuilt.z",
        name: "tensileStrength asBuilt",
        value: 1,
        unitText: "MPa",
        measurementTechnique: "ISO 6892-1",
      },
    ]);
  });
});
