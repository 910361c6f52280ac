/**
 * The order and the numbers of a material's datasheet (docs/technical-data.md): which value comes first,
 * and how a value is written in the visitor's language. Pure, so the page and its tests share it.
 */
import { formatNumber } from "../shared/i18n/format-number";
import type { Language } from "../shared/i18n/languages";

/** The properties in the order an engineer reads them; the schema's enum lists the same (a test checks). */
export const PROPERTY_ORDER = [
  "density",
  "relativeDensity",
  "tensileStrength",
  "yieldStrength",
  "elongation",
  "hardness",
  "elasticModulus",
  "thermalConductivity",
] as const;
/** The columns of the typical values' table, page and PDF alike (keys under `datasheet.values`). */
export const VALUE_COLUMNS = [
  "property",
  "condition",
  "orientation",
  "value",
  "standard",
  "samples",
] as const;

/** From the part as it leaves the machine to the most treated one. */
export const CONDITION_ORDER = ["asBuilt", "stressRelieved", "heatTreated", "hip"] as const;
const ORIENTATION_ORDER = ["xy", "z"];

export interface DatasheetValue {
  property: string;
  condition: string;
  orientation?: string | null;
  value: number;
  spread?: number | null;
  unit: string;
  standard: string;
  samples: number;
}

const rank = (order: readonly string[], key: string | null | undefined) => {
  const index = order.indexOf(key ?? "");
  return index === -1 ? order.length : index;
};

/** The values by property, then condition, then orientation (XY before Z, none last); stable otherwise. */
export function orderedValues<Value extends DatasheetValue>(values: readonly Value[]): Value[] {
  return [...values].sort(
    (a, b) =>
      rank(PROPERTY_ORDER, a.property) - rank(PROPERTY_ORDER, b.property) ||
      rank(CONDITION_ORDER, a.condition) - rank(CONDITION_ORDER, b.condition) ||
      rank(ORIENTATION_ORDER, a.orientation) - rank(ORIENTATION_ORDER, b.orientation),
  );
}

/** A value as the page writes it: "1,360 ± 20 MPa", "8,15 g/cm³". */
export function valueText(row: DatasheetValue, language: Language): string {
  const spread = typeof row.spread === "number" ? ` ± ${formatNumber(row.spread, language)}` : "";
  return `${formatNumber(row.value, language)}${spread} ${row.unit}`;
}

/** What a value is of: property, condition and orientation ("tensileStrength.asBuilt.z"). */
export const valueKey = (row: DatasheetValue): string =>
  [row.property, row.condition, row.orientation].filter(Boolean).join(".");

/** The layer thicknesses of a qualification, smallest first: "30, 60". */
export function layerThicknesses(thicknesses: readonly number[], language: Language): string {
  return [...thicknesses]
    .sort((a, b) => a - b)
    .map((thickness) => formatNumber(thickness, language))
    .join(", ");
}
