/**
 * CSS Module class names without the file name: Gatsby names a class `Header-module--nav--1a2b3`, and every
 * page carries those names in its inlined CSS and its HTML. `nav--1a2b3` stays unique (the hash is of the
 * file and the class) and readable. Used by the server render and the browser build alike, so both agree.
 */
export const CLASS_NAME_PATTERN = "[local]--[hash:hex:5]";

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
