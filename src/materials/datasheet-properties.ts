import type { PropertyInput } from "../shared/seo/structured-data";
import { orderedValues, valueKey, type DatasheetValue } from "./datasheet-rows";

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
