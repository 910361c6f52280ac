import materialsSchema from "../../data/schemas/materials.schema.json";
import {
  CONDITION_ORDER,
  PROPERTY_ORDER,
  layerThicknesses,
  orderedValues,
  valueText,
} from "../../src/materials/datasheet-rows";
import { datasheetValue as row } from "../support/datasheet-value";

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
  it("list layer thicknesses smallest first", () => {
    expect(layerThicknesses([60, 30, 90], "en")).toBe("30, 60, 90");
  });
});

describe("values as the page writes them", () => {
  it("gives the spread where there is one", () => {
    expect(valueText({ ...row("tensileStrength", "asBuilt"), value: 1360, spread: 20 }, "de")).toBe(
      "1.360 ± 20 MPa",
    );
    expect(valueText(row("tensileStrength", "asBuilt"), "en")).toBe("1 MPa");
  });
});
