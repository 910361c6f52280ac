/**
 * The rules of a material's technical data that JSON Schema cannot state (docs/technical-data.md): a
 * composition whose ranges are ranges, values in units that fit them and within what physics allows, a
 * yield strength not above the tensile strength it belongs to, machines that exist.
 */
import { RESERVED_MATERIAL_IDS } from "../../src/materials/material-filters";
import { shownValue } from "./describe-value";
import type { EntryCheck, FieldProblem } from "./entry-consistency";
import { coded } from "./problem-line";

type Row = Readonly<Record<string, unknown>>;

const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => typeof row === "object" && row !== null) : [];
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** Each property's units, and the values physics allows in them (inclusive bounds). */
export const PROPERTY_UNITS: Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>> = {
  // The densest element, osmium, has 22.6 g/cm³.
  density: { "g/cm³": [0.5, 23] },
  relativeDensity: { "%": [50, 100] },
  tensileStrength: { MPa: [1, 4000] },
  yieldStrength: { MPa: [1, 4000] },
  elongation: { "%": [0, 100] },
  hardness: { HRC: [20, 70], HV10: [20, 1000], HBW: [5, 650] },
  elasticModulus: { GPa: [1, 500] },
  // Silver, the best conductor among metals, has about 430 W/(m·K).
  thermalConductivity: { "W/(m·K)": [0.1, 450] },
};

const format = (value: number) => String(value);

/** Ranges are ranges; one element at most is the balance and names no range; the least shares fit in 100 %. */
export const compositionIsConsistent: EntryCheck = (entry) => {
  const problems: FieldProblem[] = [];
  const elements = rows(entry.composition);
  let balances = 0;
  let least = 0;
  elements.forEach((element, index) => {
    const field = `composition[${index}]`;
    const { min, max, balance } = element;
    if (balance === true) {
      balances += 1;
      if (min !== undefined || max !== undefined)
        problems.push(coded(field, { code: "balanceHasRange", values: {} }));
      return;
    }
    if (min === undefined && max === undefined)
      problems.push(coded(field, { code: "needsRange", values: {} }));
    if (isNumber(min) && isNumber(max) && min > max)
      problems.push(
        coded(`${field}.min`, { code: "minAboveMax", values: { min: format(min), max: format(max) } }),
      );
    if (isNumber(min)) least += min;
  });
  if (balances > 1)
    problems.push(coded("composition", { code: "balances", values: { count: String(balances) } }));
  if (least > 100 + 1e-9)
    problems.push(coded("composition", { code: "minimumsOver100", values: { sum: format(least) } }));
  return problems;
};

/** Each value's unit fits its property, and the value is one a real part can have in it. */
export const valuesFitTheirUnits: EntryCheck = (entry) =>
  rows(entry.values).flatMap((row, index): FieldProblem[] => {
    const { property, unit, value } = row;
    if (typeof property !== "string" || typeof unit !== "string") return [];
    const units = PROPERTY_UNITS[property] as (typeof PROPERTY_UNITS)[string] | undefined;
    if (!units) return [];
    const range = units[unit] as readonly [number, number] | undefined;
    if (!range) {
      const allowed = Object.keys(units).join(", ");
      return [
        coded(`values[${index}].unit`, {
          code: "wrongUnit",
          values: { property, allowed, shown: shownValue(unit) },
        }),
      ];
    }
    if (!isNumber(value) || (value >= range[0] && value <= range[1])) return [];
    return [
      coded(`values[${index}].value`, {
        code: "outsideUnitRange",
        values: { property, value: format(value), unit, min: format(range[0]), max: format(range[1]) },
      }),
    ];
  });

/** A yield strength is never above the tensile strength of the same condition and orientation. */
export const yieldBelowTensile: EntryCheck = (entry) => {
  const values = rows(entry.values);
  const key = (row: Row) => `${String(row.condition)}/${String(row.orientation ?? "")}`;
  const tensile = new Map<string, number>();
  for (const row of values)
    if (row.property === "tensileStrength" && isNumber(row.value)) tensile.set(key(row), row.value);
  return values.flatMap((row, index): FieldProblem[] => {
    if (row.property !== "yieldStrength" || !isNumber(row.value)) return [];
    const limit = tensile.get(key(row));
    if (limit === undefined || row.value <= limit) return [];
    return [
      coded(`values[${index}].value`, {
        code: "yieldAboveTensile",
        values: { yieldStrength: format(row.value), tensileStrength: format(limit) },
      }),
    ];
  });
};

/** The machines a material is qualified on are products of data/products/. */
export const qualifiedOnKnownMachines: EntryCheck = (entry, { productSlugs }) =>
  rows(entry.machines).flatMap((row, index): FieldProblem[] => {
    const { product } = row;
    if (typeof product !== "string" || productSlugs.includes(product)) return [];
    const known = productSlugs.map((slug) => `"${slug}"`).join(", ");
    return [
      coded(`machines[${index}].product`, {
        code: "unknownProduct",
        values: { shown: shownValue(product), known },
      }),
    ];
  });

/** An id is not one of the filters' addresses (/materials/machine/…), which the datasheet would take. */
export const idIsNoFilter: EntryCheck = (entry) =>
  typeof entry.id === "string" && RESERVED_MATERIAL_IDS.includes(entry.id)
    ? [coded("id", { code: "reservedMaterialId", values: { id: entry.id } })]
    : [];

export const MATERIAL_CHECKS: readonly EntryCheck[] = [
  idIsNoFilter,
  compositionIsConsistent,
  valuesFitTheirUnits,
  yieldBelowTensile,
  qualifiedOnKnownMachines,
];
