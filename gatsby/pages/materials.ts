import path from "node:path";
import type { Actions } from "gatsby";
import { materialPath } from "../../src/materials/material-anchor";
import { filterPath, filterValues, type FilteredMaterial } from "../../src/materials/material-filters";
import { PROCESSES } from "../../src/types/collections";
import { localePages } from "../locales/page-i18n-context";

const MATERIAL_TEMPLATE = path.resolve(__dirname, "../../src/templates/material.tsx");
const FILTER_TEMPLATE = path.resolve(__dirname, "../../src/templates/material-filter.tsx");

/** The datasheet pages of the materials (/materials/{id}/) in every language. */
export function createMaterialPages(ids: readonly string[], createPage: Actions["createPage"]): void {
  for (const materialId of ids) {
    const page = { path: materialPath(materialId), component: MATERIAL_TEMPLATE, context: { materialId } };
    for (const localePage of localePages(page)) createPage(localePage);
  }
}

/**
 * A page per filter value that shows at least one material (/materials/machine/aconity-midi/), in every
 * language: the filters are plain links (docs/technical-data.md).
 */
export function createMaterialFilterPages(
  materials: readonly FilteredMaterial[],
  productSlugs: readonly string[],
  createPage: Actions["createPage"],
): void {
  for (const { facet, value } of filterValues(materials, PROCESSES, productSlugs)) {
    const page = { path: filterPath(facet, value), component: FILTER_TEMPLATE, context: { facet, value } };
    for (const localePage of localePages(page)) createPage(localePage);
  }
}
