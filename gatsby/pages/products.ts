import path from "node:path";
import type { Actions } from "gatsby";

const PRODUCT_TEMPLATE = path.resolve(__dirname, "../../src/templates/product.tsx");

/** The product detail pages (/products/{slug}/); the i18n plugin adds their German copies. */
export function createProductPages(slugs: readonly string[], createPage: Actions["createPage"]): void {
  for (const slug of slugs) {
    createPage({ path: `/products/${slug}/`, component: PRODUCT_TEMPLATE, context: { slug } });
  }
}
