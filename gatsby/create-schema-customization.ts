import type { GatsbyNode } from "gatsby";
import { collectionTypeDefs, localizedTextTypeDef } from "./collections/graphql-types";

/**
 * Explicit types: the collections' node types and LocalizedText come from their JSON Schemas (data/schemas/, validated before
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
    ${localizedTextTypeDef()}
    ${collectionTypeDefs()}
  `);
};
