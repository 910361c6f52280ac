/**
 * Writes src/types/collections/ from the JSON Schemas in data/schemas/ (docs/architecture.md §14); `--check`
 * only compares, and exits with 1 while a file is out of date, missing or left over.
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const TYPES_DIR = path.join("src", "types", "collections");
const SCHEMA = ".schema.json";
const HEADER =
  "// Generated from data/schemas/ by scripts/dev/collection-types.mjs: edit the schemas, then run\n" +
  "// `node scripts/dev/collection-types.mjs`.\n";

/** "ProductCategory" → "PRODUCT_CATEGORIES": the constant listing an enumeration's values. */
export function valuesConstantName(typeName) {
  const snake = typeName.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
  if (/[^AEIOU]Y$/.test(snake)) return `${snake.slice(0, -1)}IES`;
  return /(S|SH|CH|X)$/.test(snake) ? `${snake}ES` : `${snake}S`;
}

/** "Home gallery" → "HomeGallery", "slugList" → "SlugList". */
const pascalCase = (words) => words.replace(/(?:^|\s+)(\w)/g, (_m, c) => c.toUpperCase());

/**
 * The schema as TypeScript should see it, and the named enumerations found in it. Four things the library
 * would render badly: a $ref with its own description (a copy of the type per use, LocalizedText1…), so
 * the reference moves into an allOf; a $ref to a shared type, which it would declare again in every file,
 * so it is named instead (`shared`: common.schema.json's $def → type name; its option
 * declareExternallyReferenced would leave out every type of a file but the root); an allOf beside a type,
 * which only adds patterns TypeScript cannot express; a named enumeration, typed by its values constant.
 */
function typesView(schema, enums, shared) {
  if (typeof schema !== "object") return schema;
  const { $ref, allOf, properties, $defs, items, ...view } = schema;
  const each = (schemas) =>
    Object.fromEntries(Object.entries(schemas).map(([key, value]) => [key, typesView(value, enums, shared)]));
  if (properties) view.properties = each(properties);
  if ($defs) view.$defs = each($defs);
  if (items) view.items = typesView(items, enums, shared);
  const sharedType = shared.get($ref?.replace(`./common${SCHEMA}#/$defs/`, ""));
  if (sharedType) return { ...view, tsType: sharedType };
  if ($ref) return Object.keys(view).length > 0 ? { ...view, allOf: [{ $ref }] } : { $ref };
  if (allOf && !schema.type) view.allOf = allOf.map((part) => typesView(part, enums, shared));
  if (schema.enum && schema.title) {
    const constant = valuesConstantName(schema.title);
    enums.set(constant, schema.enum);
    view.tsType = `(typeof ${constant})[number]`;
  }
  return view;
}

/** The type of a collection file: "Home gallery" with entries → HomeGalleryFile, "Site" → Site. */
const fileTypeName = (schema) => `${pascalCase(schema.title)}${schema.properties?.entries ? "File" : ""}`;

/**
 * A collection's file: its types, and what json-schema-to-typescript cannot add: the imports of the shared
 * types it uses, and a constant of each named enumeration's values, which the site iterates.
 */
function collectionSource(types, sharedNames, enums) {
  const used = sharedNames.filter((name) => new RegExp(`\\b${name}\\b`).test(types));
  const imports = used.length > 0 ? `import type { ${used.join(", ")} } from "./common";\n\n` : "";
  const constants = [...enums].map(
    ([name, values]) => `export const ${name} = ${JSON.stringify(values)} as const;`,
  );
  if (constants.length > 0)
    constants.unshift("\n// The values of each named enumeration, for code that lists them.");
  return imports + types + constants.join("\n");
}

/** index.ts: every file re-exported, and the union of the collection files' types. */
function indexSource(modules, fileTypes) {
  const imports = [...fileTypes].map(([module, name]) => `import type { ${name} } from "./${module}";`);
  const exports = modules.map((module) => `export * from "./${module}";`);
  const union = `export type DataFile = ${[...fileTypes.values()].join(" | ")};`;
  return [...imports, "", ...exports, "", "/** A file of data/ that a schema describes. */", union].join(
    "\n",
  );
}

/** The sources of src/types/collections/ by file path, for the schemas in data/schemas/ of `root`. */
/**
 * A type of common.schema.json that refers to another (localizedShortText to localizedText) comes with a
 * copy of it: each declaration is kept once, the first time it appears.
 */
function withoutRepeats(source) {
  // Where each declaration starts: its doc comment, if any, then `export interface|type Name`.
  const starts = [
    ...source.matchAll(/(?:\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)?^export (?:interface|type) (\w+)/gm),
  ];
  const seen = new Set();
  let kept = source.slice(0, starts[0]?.index ?? source.length);
  starts.forEach((start, index) => {
    if (seen.has(start[1])) return;
    seen.add(start[1]);
    kept += source.slice(start.index, starts[index + 1]?.index ?? source.length);
  });
  return kept;
}

async function renderCollectionTypes(root) {
  // Loaded here, not on import: Jest (which tests valuesConstantName) cannot load Prettier 3.
  const { compile } = await import("json-schema-to-typescript");
  const prettier = await import("prettier");
  const schemaDir = path.join(root, "data", "schemas");
  const schemas = new Map();
  for (const file of (await readdir(schemaDir)).filter((name) => name.endsWith(SCHEMA)).sort()) {
    schemas.set(path.basename(file, SCHEMA), JSON.parse(await readFile(path.join(schemaDir, file), "utf8")));
  }
  // The shared definitions that the library names; the others are strings, written out where used.
  const shared = new Map(
    Object.entries(schemas.get("common").$defs)
      .filter(([, def]) => def.title || ["object", "array"].includes(def.type))
      .map(([key, def]) => [key, def.title ?? pascalCase(key)]),
  );
  const views = new Map();
  const enums = new Map();
  for (const [module, schema] of schemas) {
    enums.set(module, new Map());
    const view = typesView(schema, enums.get(module), module === "common" ? new Map() : shared);
    views.set(module, JSON.stringify(view));
  }
  const options = {
    cwd: schemaDir,
    // The schemas are read from their types view, never from the disk again.
    $refOptions: {
      resolve: {
        views: { order: 1, canRead: true, read: (ref) => views.get(path.basename(ref.url, SCHEMA)) },
      },
    },
    customName: (schema) => (schema.properties?.entries && schema.title ? fileTypeName(schema) : undefined),
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    bannerComment: "",
    format: false,
  };

  const common = [];
  for (const [key, name] of shared)
    common.push(await compile({ $ref: `./common${SCHEMA}#/$defs/${key}` }, name, options));
  const sources = new Map([["common", withoutRepeats(common.join("\n"))]]);
  const fileTypes = new Map();
  for (const [module, schema] of schemas) {
    if (module === "common") continue;
    const types = await compile({ $ref: `./${module}${SCHEMA}` }, module, options);
    sources.set(module, collectionSource(types, [...shared.values()], enums.get(module)));
    fileTypes.set(module, fileTypeName(schema));
  }
  sources.set("index", indexSource([...sources.keys()], fileTypes));

  const formatted = new Map();
  for (const [module, source] of sources) {
    const file = path.join(TYPES_DIR, `${module}.ts`);
    // One line for a one-line description, as the hand-written files of src/ have them.
    const compact = source.replace(/\/\*\*\n\s*\* ([^\n]*)\n\s*\*\//g, "/** $1 */");
    const config = await prettier.resolveConfig(path.join(root, file));
    formatted.set(
      file,
      await prettier.format(`${HEADER}\n${compact}\n`, { ...config, parser: "typescript" }),
    );
  }
  return formatted;
}

/** Writes the files anew, or with `check` tells whether they are up to date; false when they are not. */
async function run(root, check) {
  const expected = await renderCollectionTypes(root);
  const dir = path.join(root, TYPES_DIR);
  const present = (await readdir(dir).catch(() => [])).map((name) => path.join(TYPES_DIR, name));
  let upToDate = true;
  for (const file of new Set([...expected.keys(), ...present])) {
    const source = expected.get(file);
    const current = await readFile(path.join(root, file), "utf8").catch(() => undefined);
    if (current === source) continue;
    upToDate = false;
    if (check) {
      const state =
        source === undefined ? "should not exist" : current === undefined ? "is missing" : "is out of date";
      console.error(`${file} ${state}: run node scripts/dev/collection-types.mjs`);
    } else if (source === undefined) await rm(path.join(root, file));
    else await mkdir(dir, { recursive: true }).then(() => writeFile(path.join(root, file), source));
  }
  return upToDate || !check;
}

// Run as a script (the test imports valuesConstantName and runs the script with --check).
if (process.argv[1]?.endsWith("collection-types.mjs")) {
  run(path.resolve(path.dirname(process.argv[1]), "..", ".."), process.argv.includes("--check")).then(
    (upToDate) => (process.exitCode = upToDate ? 0 : 1),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
