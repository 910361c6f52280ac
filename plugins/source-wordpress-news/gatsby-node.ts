// The plugin's Node APIs, one module each (see src/).
export { pluginOptionsSchema } from "./src/plugin-options";
export { createSchemaCustomization } from "./src/schema/create-schema-customization";
export { sourceNodes } from "./src/source-nodes";
