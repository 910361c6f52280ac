import type { Language } from "../shared/i18n/languages";
import { formatSpecification, SPECIFICATION_ORDER, type SpecificationRow } from "../products/specifications";
import type { ComparisonRow } from "./comparison";

/**
 * The specifications of several products side by side: one row per property any of them has, in the
 * table's order; "–" where a product has none.
 */
export function specificationComparison(
  products: readonly { specifications: readonly SpecificationRow[] }[],
  language: Language,
  label: (property: string) => string,
): ComparisonRow[] {
  return SPECIFICATION_ORDER.filter((property) =>
    products.some((product) => product.specifications.some((row) => row.property === property)),
  ).map((property) => ({
    id: property,
    label: label(property),
    cells: products.map((product) => {
      const row = product.specifications.find((candidate) => candidate.property === property);
      return row ? formatSpecification(row, language) : "–";
    }),
  }));
}
