// Everything the build does, one module per Node API (see gatsby/).
export { createSchemaCustomization } from "./gatsby/create-schema-customization";
export { onCreatePage } from "./gatsby/on-create-page";
export { onPostBuild } from "./gatsby/on-post-build";
