import type { GatsbyNode } from "gatsby";
import { jobsResolvers } from "./resolvers/jobs";
import { newsResolvers } from "./resolvers/news";
import { organizationResolvers } from "./resolvers/organization";
import { partnersResolvers } from "./resolvers/partners";
import { productsResolvers } from "./resolvers/products";

/** The fields computed at build time, one file per node type in gatsby/resolvers/. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    ...newsResolvers,
    ...jobsResolvers,
    ...organizationResolvers,
    ...productsResolvers,
    ...partnersResolvers,
  });
};
