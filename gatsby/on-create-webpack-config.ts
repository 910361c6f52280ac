import { createRequire } from "node:module";
import type { GatsbyNode } from "gatsby";

// Node's own resolver (the compiled gatsby-node has no working require.resolve).
const nodeRequire = createRequire(__filename);

/**
 * gatsby-plugin-react-i18next requires i18next's CommonJS build while the site's imports would get its ES
 * module build: resolving both to the same file keeps one copy of i18next in every page's JavaScript.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  actions.setWebpackConfig({ resolve: { alias: { i18next$: nodeRequire.resolve("i18next") } } });
};
