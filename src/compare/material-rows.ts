import type { Language } from "../shared/i18n/languages";
import { orderedValues, valueKey, valueText, type DatasheetValue } from "../materials/datasheet-rows";
import type { ComparisonRow } from "./comparison";

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
