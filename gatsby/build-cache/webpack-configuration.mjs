/**
 * What webpack was given, as a fingerprint (gatsby/build-cache/kept-bundles.mjs keeps a compilation while it
 * is the same): the configuration as plain data, and of the environment Gatsby defines into the code only
 * the variables the compiled code used. Plain ES module.
 */
import { createHash } from "node:crypto";

/**
 * @typedef {{ buildInfo?: { valueDependencies?: Map<string, unknown> }, modules?: CompiledModule[] }} CompiledModule
 *   a module of webpack's compilation, as far as its used definitions go
 */

/**
 * A webpack configuration as plain data: its values, the source of its functions, the class of each plugin
 * with its options. Objects met again (webpack's configurations share some) are named, not walked. Taken
 * before webpack runs: webpack fills in parts of the configuration it is given.
 * @param {unknown} config
 * @returns {unknown}
 */
export function configProjection(config) {
  const seen = new WeakSet();
  const text = JSON.stringify(config, function describe(_key, value) {
    if (typeof value === "function") return `function ${value.name}: ${value.toString()}`;
    if (value instanceof RegExp) return `RegExp ${value.toString()}`;
    if (typeof value === "bigint" || typeof value === "symbol") return String(value);
    if (value === undefined) return "undefined";
    if (typeof value !== "object" || value === null) return value;
    if (seen.has(value)) return "[seen]";
    seen.add(value);
    if (value instanceof Map) return { Map: [...value] };
    if (value instanceof Set) return { Set: [...value] };
    const kind = value.constructor?.name;
    return kind && kind !== "Object" && kind !== "Array" ? { class: kind, ...value } : value;
  });
  return JSON.parse(text);
}

/** The prefix of webpack's DefinePlugin in a module's value dependencies (the definitions its code used). */
const DEFINITION = "webpack/DefinePlugin ";

/**
 * The definitions (DefinePlugin's keys) the compiled code used, or null when it also read `process.env`
 * beyond them (then every environment variable counts).
 * @param {Iterable<CompiledModule>} modules the compilation's
 */
export function usedDefinitions(modules) {
  const used = new Set();
  const visit = (module) => {
    for (const key of module.buildInfo?.valueDependencies?.keys() ?? [])
      if (key.startsWith(DEFINITION)) used.add(key.slice(DEFINITION.length));
    // A module concatenated with others (production's scope hoisting) holds theirs.
    for (const inner of module.modules ?? []) visit(inner);
  };
  for (const module of modules) visit(module);
  return used.has("process.env") ? null : [...used].sort();
}

/**
 * A configuration's fingerprint. For the HTML renderer Gatsby defines every environment variable of the
 * build into the code (the publisher's mark of its command among them, new in every build): of those, only
 * the ones the compiled code used count, when `used` names them.
 * @param {unknown} projection from configProjection
 * @param {string[] | null} used from the compilation (null: all count)
 */
export function configFingerprint(projection, used) {
  const counts = used === null ? () => true : (key) => !key.startsWith("process.env.") || used.includes(key);
  const text = JSON.stringify(projection, (_key, value) =>
    value?.class === "DefinePlugin" && typeof value.definitions === "object"
      ? {
          ...value,
          definitions: Object.fromEntries(Object.entries(value.definitions).filter(([key]) => counts(key))),
        }
      : value,
  );
  return createHash("sha256").update(text).digest("hex");
}
