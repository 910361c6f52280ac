import type { GatsbyNode } from "gatsby";
import { createMaterialFilterPages, createMaterialPages } from "./pages/materials";
import type { FilteredMaterial } from "../src/materials/material-filters";
import { createNewsPages, type NewsPostSummary } from "./pages/news";
import { createProductPages } from "./pages/products";

interface PagesQuery {
  allProductsJson: { nodes: { slug: string }[] };
  allMaterialsJson: { nodes: FilteredMaterial[] };
  allWpNewsPost: { nodes: NewsPostSummary[] };
}

/**
 * Pages made from data: products from data/products/, material datasheets and the materials' filters from
 * data/materials/, news from WordPress (or the sample posts).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query PagesFromData {
      allProductsJson(sort: { order: ASC }) {
        nodes {
          slug
        }
      }
      allMaterialsJson(sort: { order: ASC }) {
        nodes {
          jsonId
          process
          family {
            en
            de
          }
          machines {
            product
          }
        }
      }
      allWpNewsPost(sort: { date: DESC }) {
        nodes {
          id
          slug
          language
          translations {
            language
            slug
          }
          categories {
            id
            slug
            isLanguageMarker
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the products, materials and news for their pages", result.errors);
    return;
  }
  createProductPages(
    result.data.allProductsJson.nodes.map((product) => product.slug),
    actions.createPage,
  );
  createMaterialPages(
    result.data.allMaterialsJson.nodes.map((material) => material.jsonId),
    actions.createPage,
  );
  createMaterialFilterPages(
    result.data.allMaterialsJson.nodes,
    result.data.allProductsJson.nodes.map((product) => product.slug),
    actions.createPage,
  );
  createNewsPages(result.data.allWpNewsPost.nodes, actions.createPage);
};
