import materialsSchema from "../../data/schemas/materials.schema.json";
import {
  CONDITION_ORDER,
  PROPERTY_ORDER,
  formatNumber,
  layerThicknesses,
  orderedValues,
  valueComparison,
  valueProperties,
  valueText,
} from "../../src/materials/datasheet-rows";

const row = (property: string, condition: string, orientation?: string) => ({
  property,
  condition,
  orientation,
  value: 1,
  unit: "MPa",
  standard: "ISO 6892-1",
  samples: 6,
});

describe("a datasheet's rows", () => {
  it("orders every property and condition the schema knows, and no other", () => {
    const item = materialsSchema.$defs.property.properties;
    expect([...PROPERTY_ORDER].sort()).toEqual([...item.property.enum].sort());
    expect([...CONDITION_ORDER].sort()).toEqual([...item.condition.enum].sort());
  });

  it("puts values by property, then condition, then XY before Z before none", () => {
    const rows = [
      row("elongation", "asBuilt", "xy"),
      row("tensileStrength", "hip", "z"),
      row("tensileStrength", "asBuilt"),
      row("tensileStrength", "asBuilt", "z"),
      row("tensileStrength", "asBuilt", "xy"),
      row("density", "asBuilt"),
    ];
    expect(orderedValues(rows).map((value) => [value.property, value.condition, value.orientation])).toEqual([
      ["density", "asBuilt", undefined],
      ["tensileStrength", "asBuilt", "xy"],
      ["tensileStrength", "asBuilt", "z"],
      ["tensileStrength", "asBuilt", undefined],
      ["tensileStrength", "hip", "z"],
      ["elongation", "asBuilt", "xy"],
    ]);
  });

  it("leaves the values it was given as they were", () => {
    const rows = [row("elongation", "asBuilt"), row("density", "asBuilt")];
    orderedValues(rows);
    expect(rows[0].property).toBe("elongation");
  });
});

describe("a datasheet's numbers", () => {
  it("are written as each language writes them", () => {
    expect(formatNumber(2.67, "en")).toBe("2.67");
    expect(formatNumber(2.67, "de")).toBe("2,67");
    expect(formatNumber(1150, "en")).toBe("1,150");
    expect(formatNumber(1150, "de")).toBe("1.150");
    expect(formatNumber(0.015, "de")).toBe("0,015");
  });

  it("list layer thicknesses smallest first", () => {
    expect(layerThicknesses([60, 30, 90], "en")).toBe("30, 60, 90");
  });
});

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

describe("values as the page writes them", () => {
  it("gives the spread where there is one", () => {
    expect(valueText({ ...row("tensileStrength", "asBuilt"), value: 1360, spread: 20 }, "de")).toBe(
      "1.360 ± 20 MPa",
    );
    expect(valueText(row("tensileStrength", "asBuilt"), "en")).toBe("1 MPa");
  });

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
