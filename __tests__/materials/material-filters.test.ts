import {
  familySlug,
  filterPath,
  filterValues,
  matches,
  RESERVED_MATERIAL_IDS,
} from "../../src/materials/material-filters";

const material = (jsonId: string, family: string, machines: string[], process = "lpbf") => ({
  jsonId,
  process,
  family: { en: family, de: family },
  machines: machines.map((product) => ({ product })),
});

const materials = [
  material("alsi10mg", "Aluminium alloy", ["aconity-mini", "aconity-midi"]),
  material("scalmalloy", "Aluminium-magnesium-scandium alloy", ["aconity-midi"]),
  material("in718", "Nickel-based superalloy", ["aconity-one"]),
  material("alsi7", "Aluminium alloy", ["aconity-one"]),
];

describe("the materials' filters", () => {
  it("names a family in the address by its English name", () => {
    expect(familySlug({ en: "Nickel-based superalloy", de: "Nickelbasis-Superlegierung" })).toBe(
      "nickel-based-superalloy",
    );
    expect(familySlug({ en: "Aluminium-magnesium-scandium alloy", de: "" })).toBe(
      "aluminium-magnesium-scandium-alloy",
    );
  });

  it("offers each value that shows a material, with its count, in the given orders", () => {
    expect(filterValues(materials, ["lpbf", "sls"], ["aconity-mini", "aconity-midi", "aconity-one"])).toEqual(
      [
        { facet: "process", value: "lpbf", count: 4 },
        { facet: "family", value: "aluminium-alloy", count: 2 },
        { facet: "family", value: "aluminium-magnesium-scandium-alloy", count: 1 },
        { facet: "family", value: "nickel-based-superalloy", count: 1 },
        { facet: "machine", value: "aconity-mini", count: 1 },
        { facet: "machine", value: "aconity-midi", count: 2 },
        { facet: "machine", value: "aconity-one", count: 2 },
      ],
    );
  });

  it("matches a material by its process, family or any machine it is qualified on", () => {
    expect(matches(materials[0], "machine", "aconity-midi")).toBe(true);
    expect(matches(materials[0], "machine", "aconity-one")).toBe(false);
    expect(matches(materials[2], "family", "nickel-based-superalloy")).toBe(true);
    expect(matches(materials[2], "process", "sls")).toBe(false);
  });

  it("gives each filter an address below /materials/ that no material id can take", () => {
    expect(filterPath("machine", "aconity-midi")).toBe("/materials/machine/aconity-midi/");
    expect(RESERVED_MATERIAL_IDS).toEqual(["process", "family", "machine"]);
  });
});
