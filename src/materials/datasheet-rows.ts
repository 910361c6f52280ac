/**
 * The order and the numbers of a material's datasheet (docs/technical-data.md): which value comes first,
 * and how a number is written in the visitor's language. Pure, so the page and its tests share it.
 */
import { LANGUAGE_LOCALES, type Language } from "../shared/i18n/languages";
import type { PropertyInput } from "../shared/seo/structured-data";
import type { ComparisonRow } from "../compare/comparison";

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

const formats = new Map<Language, Intl.NumberFormat>();

/** A number as the language writes it: 2.67 in English, 2,67 in German; thousands grouped. */
export function formatNumber(value: number, language: Language): string {
  let format = formats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { maximumFractionDigits: 3 });
    formats.set(language, format);
  }
  return format.format(value);
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

/**
 * The values as structured data's property values, in the datasheet's order: each with its unit and its
 * test standard. `label` names a row (property, condition, orientation) in the page's language.
 */
export function valueProperties(
  values: readonly DatasheetValue[],
  label: (row: DatasheetValue) => string,
): PropertyInput[] {
  return orderedValues(values).map((row) => ({
    id: valueKey(row),
    name: label(row),
    value: row.value,
    unitText: row.unit,
    measurementTechnique: row.standard,
  }));
}

/**
 * The values of several materials side by side: one row per property, condition and orientation any of them
 * has, in the datasheet's order; "–" where a material has no such value.
 */
export function valueComparison(
  materials: readonly { values: readonly DatasheetValue[] }[],
  language: Language,
  label: (row: DatasheetValue) => string,
): ComparisonRow[] {
  const rows = new Map<string, DatasheetValue>();
  for (const row of orderedValues(materials.flatMap((material) => material.values)))
    if (!rows.has(valueKey(row))) rows.set(valueKey(row), row);
  return [...rows].map(([id, row]) => ({
    id,
    label: label(row),
    cells: materials.map((material) => {
      const value = material.values.find((candidate) => valueKey(candidate) === id);
      return value ? valueText(value, language) : "–";
    }),
  }));
}
