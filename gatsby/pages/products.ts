import path from "node:path";
import type { Actions } from "gatsby";
import { localePages } from "../locales/page-i18n-context";

const PRODUCT_TEMPLATE = path.resolve(__dirname, "../../src/templates/product.tsx");

/**
 * The product detail pages (/products/{slug}/) in every language. Made here with their languages: Gatsby
 * does not hand the site's own pages to its onCreatePage.
 */
export function createProductPages(slugs: readonly string[], createPage: Actions["createPage"]): void {
  for (const slug of slugs) {
    const page = { path: `/products/${slug}/`, component: PRODUCT_TEMPLATE, context: { slug } };
    for (const localePage of localePages(page)) createPage(localePage);
  }
}
