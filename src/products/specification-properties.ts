import type { Language } from "../shared/i18n/languages";
import type { PropertyInput } from "../shared/seo/structured-data";
import { formatSpecification, orderedSpecifications, ruleOf, type SpecificationRow } from "./specifications";

/**
 * The rows as structured data's property values: a number with its unit, a range as min and max, the
 * dimensions and words as the page writes them. `label` names a property in the page's language.
 */
export function specificationProperties(
  rows: readonly SpecificationRow[],
  language: Language,
  label: (property: string) => string,
): PropertyInput[] {
  return orderedSpecifications(rows).map((row) => {
    const unit = ruleOf(row.property)?.unit;
    const property = { id: row.property, name: label(row.property), ...(unit ? { unitText: unit } : {}) };
    if (row.text || row.dimensions?.length)
      return { id: row.property, name: property.name, value: formatSpecification(row, language) };
    if (typeof row.min === "number" && typeof row.max === "number")
      return { ...property, minValue: row.min, maxValue: row.max };
    return { ...property, value: row.value ?? "" };
  });
}
