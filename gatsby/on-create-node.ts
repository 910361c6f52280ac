// The Node API onCreateNode: the translation files become Locale nodes (gatsby/locales/).
export { onCreateNode, shouldOnCreateNode } from "./locales/locale-nodes";
