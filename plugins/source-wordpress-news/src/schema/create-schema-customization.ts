import type { GatsbyNode } from "gatsby";
import { TYPE_DEFS } from "./node-types";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(TYPE_DEFS);
};
