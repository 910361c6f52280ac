import path from "node:path";
import type { GatsbyNode } from "gatsby";

export const PRODUCT_TEMPLATE = path.resolve(__dirname, "../src/templates/product.tsx");

/** The product detail pages (/products/{slug}/); the i18n plugin adds their German copies. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allProductsJson: { nodes: { slug: string }[] } }>(`
    query ProductSlugs {
      allProductsJson(sort: { order: ASC }) {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the products for their pages", result.errors);
    return;
  }
  for (const { slug } of result.data.allProductsJson.nodes) {
    actions.createPage({
      path: `/products/${slug}/`,
      component: PRODUCT_TEMPLATE,
      context: { slug },
    });
  }
};
