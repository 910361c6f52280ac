import type { GatsbyNode } from "gatsby";
import { collectionTypeDefs } from "./collections/graphql-types";

/**
 * Explicit types: the collections' node types come from their JSON Schemas (data/schemas/, validated before
 * the build reads them, see on-pre-bootstrap.ts); the translation files become Locale nodes.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Locale implements Node @dontInfer {
      ns: String!
      data: String!
      language: String!
      fileAbsolutePath: String!
    }
    type LocalizedText { en: String! de: String! }
    ${collectionTypeDefs()}
  `);
};
