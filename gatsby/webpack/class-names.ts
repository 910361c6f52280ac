/**
 * CSS Module class names as a short hash: Gatsby names a class `Header-module--nav--1a2b3`, and every page
 * carries those names in its inlined CSS, its HTML and its JavaScript. css-loader hashes the file's path
 * and the class's name, so six base64 characters (36 bits) stay unique among the site's few hundred
 * classes; a name that would start with a digit gets a leading "_". Against `[local]--[hash:hex:5]` this
 * took 1.0–1.3 KB of CSS and 2–4 KB of HTML off every page (docs/architecture.md §12). Used by the server
 * render and the browser build alike, so both agree.
 */
export const CLASS_NAME_PATTERN = "[hash:base64:6]";

interface CssModulesOptions {
  localIdentName?: string;
}

/** Sets the class name pattern on every css-loader with CSS Modules, wherever it sits in `rules`. */
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
