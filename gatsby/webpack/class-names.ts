/** CSS Module class names as a short hash of their file and name (docs/architecture.md §12). */
// 36 bits stay unique among the site's few hundred classes; css-loader puts "_" before a leading digit.
export const CLASS_NAME_PATTERN = "[hash:base64:6]";

interface CssModulesOptions {
  localIdentName?: string;
}

/**
 * Sets the class name pattern on every css-loader with CSS Modules, wherever it sits in `rules`; the server
 * render and the browser build both run it, so their names agree.
 */
export function shortenClassNames(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(shortenClassNames);
    return;
  }
  if (!node || typeof node !== "object") return;
  const entry = node as { loader?: unknown; options?: { modules?: CssModulesOptions | boolean } };
  const modules = entry.options?.modules;
  if (
    typeof entry.loader === "string" &&
    /[/\\]css-loader[/\\]/.test(entry.loader) &&
    typeof modules === "object"
  ) {
    modules.localIdentName = CLASS_NAME_PATTERN;
  }
  Object.values(node).forEach(shortenClassNames);
}
