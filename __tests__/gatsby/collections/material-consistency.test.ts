import {
  compositionIsConsistent,
  idIsNoFilter,
  qualifiedOnKnownMachines,
  valuesFitTheirUnits,
  yieldBelowTensile,
} from "../../../gatsby/collections/material-consistency";
import { fakeContext, material, problemsOf, VALID } from "../../support/collection-fixtures";

const context = fakeContext();
const value = (property: string, unit: string, amount: number, extra: object = {}) => ({
  property,
  condition: "asBuilt",
  value: amount,
  unit,
  standard: "ISO 6892-1",
  samples: 6,
  ...extra,
});

describe("a material's composition", () => {
  it("accepts ranges, upper limits and one balance", () => {
    expect(compositionIsConsistent(material("a"), context)).toEqual([]);
  });

  it("refuses a minimum above its maximum, naming both", () => {
    const entry = material("a", { composition: [{ element: "Si", min: 11, max: 9 }] });
    expect(compositionIsConsistent(entry, context)).toMatchObject([
      { field: "composition[0].min", message: "the minimum 11 is above the maximum 9" },
    ]);
  });

  it("refuses two balances, a balance with a range, and an element with neither", () => {
    const entry = material("a", {
      composition: [
        { element: "Al", balance: true },
        { element: "Mg", balance: true, max: 1 },
        { element: "Si" },
      ],
    });
    expect(compositionIsConsistent(entry, context).map((problem) => problem.field)).toEqual([
      "composition[1]",
      "composition[2]",
      "composition",
    ]);
  });

  it("refuses minimums that add up to more than 100 %", () => {
    const entry = material("a", {
      composition: [
        { element: "Ni", min: 60, max: 70 },
        { element: "Cr", min: 45, max: 50 },
      ],
    });
    expect(compositionIsConsistent(entry, context)).toMatchObject([
      { field: "composition", message: "the minimums add up to 105 %, more than 100 %" },
    ]);
  });
});

describe("a material's values", () => {
  it("accepts every value of the sample data's kinds in its unit", () => {
    const entry = material("a", {
      values: [
        value("density", "g/cm³", 8.15),
        value("relativeDensity", "%", 99.8),
        value("elongation", "%", 27),
        value("hardness", "HRC", 45),
        value("hardness", "HV10", 215),
        value("hardness", "HBW", 120),
        value("elasticModulus", "GPa", 200),
        value("thermalConductivity", "W/(m·K)", 360),
      ],
    });
    expect(valuesFitTheirUnits(entry, context)).toEqual([]);
  });

  it.each([
    [value("density", "g/cm³", -2.7), "density of -2.7 g/cm³ is outside 0.5–23 g/cm³"],
    [value("elongation", "%", 120), "elongation of 120 % is outside 0–100 %"],
    [value("relativeDensity", "%", 100.5), "relativeDensity of 100.5 % is outside 50–100 %"],
    [value("hardness", "HRC", 95), "hardness of 95 HRC is outside 20–70 HRC"],
  ])("refuses %j: %s", (row, message) => {
    expect(valuesFitTheirUnits(material("a", { values: [row] }), context)).toMatchObject([
      { field: "values[0].value", message },
    ]);
  });

  it("refuses a unit that does not fit the property, naming those that do", () => {
    const entry = material("a", { values: [value("tensileStrength", "%", 40)] });
    expect(valuesFitTheirUnits(entry, context)).toMatchObject([
      { field: "values[0].unit", message: 'tensileStrength is given in MPa, not "%"' },
    ]);
  });

  it("refuses a yield strength above the tensile strength of its condition and orientation only", () => {
    const entry = material("a", {
      values: [
        value("tensileStrength", "MPa", 460, { orientation: "xy" }),
        value("yieldStrength", "MPa", 500, { orientation: "xy" }),
        value("yieldStrength", "MPa", 500, { orientation: "z" }),
        value("yieldStrength", "MPa", 500, { orientation: "xy", condition: "hip" }),
      ],
    });
    expect(yieldBelowTensile(entry, context)).toMatchObject([
      {
        field: "values[1].value",
        message:
          "the yield strength 500 MPa is above the tensile strength 460 MPa of the same condition and orientation",
      },
    ]);
  });
});

describe("the machines a material is qualified on", () => {
  it("refuses a product that does not exist, and says which do", () => {
    const entry = material("a", { machines: [{ product: "aconity-giga", layerThickness: [30] }] });
    expect(qualifiedOnKnownMachines(entry, context)).toMatchObject([
      {
        field: "machines[0].product",
        message: 'no product "aconity-giga"; known: "aconity-mini", "aconity-midi"',
      },
    ]);
  });

  it("names a machine listed twice, through the collection's keyed lists", () => {
    const machines = [
      { product: "aconity-midi", layerThickness: [30] },
      { product: "aconity-midi", layerThickness: [60] },
    ];
    const problems = problemsOf("materials", [
      material("alsi10mg", { machines }),
      ...VALID.materials.slice(1),
    ]);
    expect(problems.join("\n")).toMatch(/machines.*aconity-midi/);
  });

  it("leaves the sample fixtures without a problem", () => {
    expect(problemsOf("materials", VALID.materials)).toEqual([]);
  });
});

describe("a material's id", () => {
  it("is not the address of a filter", () => {
    expect(idIsNoFilter(material("machine"), context)).toMatchObject([
      { field: "id", message: '"machine" is the address of the materials\' filter /materials/machine/' },
    ]);
    expect(idIsNoFilter(material("in718"), context)).toEqual([]);
  });
});
