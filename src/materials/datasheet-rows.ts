/**
 * The order and the numbers of a material's datasheet (docs/technical-data.md): which value comes first,
 * and how a number is written in the visitor's language. Pure, so the page and its tests share it.
 */
import { LANGUAGE_LOCALES, type Language } from "../shared/i18n/languages";
import type { PropertyInput } from "../shared/seo/structured-data";

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
    id: [row.property, row.condition, row.orientation].filter(Boolean).join("."),
    name: label(row),
    value: row.value,
    unitText: row.unit,
    measurementTechnique: row.standard,
  }));
}
