// Everything the build does, one module per Node API (see gatsby/).
export { onPreInit } from "./gatsby/on-pre-init";
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap";
export { createSchemaCustomization } from "./gatsby/create-schema-customization";
export { createResolvers } from "./gatsby/create-resolvers";
export { onCreateNode, shouldOnCreateNode } from "./gatsby/on-create-node";
export { createPages } from "./gatsby/create-pages";
export { createPagesStatefully } from "./gatsby/create-pages-statefully";
export { onCreatePage } from "./gatsby/on-create-page";
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config";
export { onPostBuild } from "./gatsby/on-post-build";
