import path from "node:path";
import type { Actions } from "gatsby";
import { materialPath } from "../../src/materials/material-anchor";
import { localePages } from "../locales/page-i18n-context";

const MATERIAL_TEMPLATE = path.resolve(__dirname, "../../src/templates/material.tsx");

/** The datasheet pages of the materials (/materials/{id}/) in every language. */
export function createMaterialPages(ids: readonly string[], createPage: Actions["createPage"]): void {
  for (const materialId of ids) {
    const page = { path: materialPath(materialId), component: MATERIAL_TEMPLATE, context: { materialId } };
    for (const localePage of localePages(page)) createPage(localePage);
  }
}
