/**
 * Writes src/types/collections.ts, the TypeScript types of the content collections, from the JSON Schemas in
 * data/schemas/: `node scripts/collection-types.mjs` after changing a schema; `--check` only compares and
 * exits with 1 while the file is out of date (a unit test runs it). json-schema-to-typescript makes the
 * types, all in one file so that a shared definition (LocalizedText) is declared once; this script adds what
 * it cannot: a constant listing the values of each named enumeration, which the site iterates
 * (PRODUCT_CATEGORIES, POSITIONS).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const TYPES_FILE = path.join("src", "types", "collections.ts");
const HEADER =
  "// Generated from data/schemas/ by scripts/collection-types.mjs: edit the schemas, then run\n" +
  "// `node scripts/collection-types.mjs`.\n";

/** "ProductCategory" → "PRODUCT_CATEGORIES": the constant listing an enumeration's values. */
export function valuesConstantName(typeName) {
  const snake = typeName.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
  if (/[^AEIOU]Y$/.test(snake)) return `${snake.slice(0, -1)}IES`;
  return /(S|SH|CH|X)$/.test(snake) ? `${snake}ES` : `${snake}S`;
}

/**
 * The schema as TypeScript should see it, and the named enumerations found in it. Three things the library
 * would render badly: a $ref with its own description (a copy of the type per use, LocalizedText1…), so
 * the reference moves into an allOf; an allOf beside a type, which only adds patterns TypeScript cannot
 * express; a named enumeration, typed by its values constant.
 */
function typesView(schema, enums) {
  if (typeof schema !== "object") return schema;
  const { $ref, allOf, properties, $defs, items, ...view } = schema;
  const each = (schemas) =>
    Object.fromEntries(Object.entries(schemas).map(([key, value]) => [key, typesView(value, enums)]));
  if (properties) view.properties = each(properties);
  if ($defs) view.$defs = each($defs);
  if (items) view.items = typesView(items, enums);
  if ($ref) return Object.keys(view).length > 0 ? { ...view, allOf: [{ $ref }] } : { $ref };
  if (allOf && !schema.type) view.allOf = allOf.map((part) => typesView(part, enums));
  if (schema.enum && schema.title) {
    const constant = valuesConstantName(schema.title);
    enums.set(constant, schema.enum);
    view.tsType = `(typeof ${constant})[number]`;
  }
  return view;
}

/** The source of src/types/collections.ts for the schemas in data/schemas/ of `root`, formatted by Prettier. */
async function renderCollectionTypes(root) {
  // Loaded here, not on import: Jest (which tests valuesConstantName) cannot load Prettier 3.
  const { compile } = await import("json-schema-to-typescript");
  const prettier = await import("prettier");
  const schemaDir = path.join(root, "data", "schemas");
  const files = (await readdir(schemaDir)).filter((file) => file.endsWith(".schema.json")).sort();
  const enums = new Map();
  const views = new Map();
  for (const file of files) {
    const schema = JSON.parse(await readFile(path.join(schemaDir, file), "utf8"));
    views.set(file, JSON.stringify(typesView(schema, enums)));
  }
  const dataFile = {
    title: "DataFile",
    description: "A file of data/ that a schema describes.",
    anyOf: files.filter((file) => file !== "common.schema.json").map((file) => ({ $ref: `./${file}` })),
  };
  const types = await compile(dataFile, "DataFile", {
    cwd: schemaDir,
    // The schemas are read from their types view, never from the disk again.
    $refOptions: {
      resolve: {
        views: { order: 1, canRead: /\.schema\.json$/, read: (ref) => views.get(path.basename(ref.url)) },
      },
    },
    // A file with entries is named after its title, "Home gallery" → HomeGalleryFile.
    customName: (schema) =>
      schema.properties?.entries && schema.title
        ? `${schema.title.replace(/(?:^|\s+)(\w)/g, (_m, c) => c.toUpperCase())}File`
        : undefined,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    bannerComment: HEADER,
    format: false,
  });
  const constants = [...enums].map(
    ([constant, values]) => `export const ${constant} = ${JSON.stringify(values)} as const;\n`,
  );
  // One line for a one-line description, as the hand-written files of src/ have them.
  const compact = types.replace(/\/\*\*\n\s*\* ([^\n]*)\n\s*\*\//g, "/** $1 */");
  const source = `${compact}\n// The values of each named enumeration, for code that lists them.\n${constants.join("")}`;
  const options = await prettier.resolveConfig(path.join(root, TYPES_FILE));
  return prettier.format(source, { ...options, parser: "typescript" });
}

/** Writes the file anew, or with `check` tells whether it is up to date; false when it is not. */
async function run(root, check) {
  const file = path.join(root, TYPES_FILE);
  const source = await renderCollectionTypes(root);
  if (!check) await writeFile(file, source);
  else if ((await readFile(file, "utf8").catch(() => "")) !== source) {
    console.error(`${TYPES_FILE} is out of date: run node scripts/collection-types.mjs`);
    return false;
  }
  return true;
}

// Run as a script (the test imports valuesConstantName and runs the script with --check).
if (process.argv[1]?.endsWith("collection-types.mjs")) {
  run(path.resolve(path.dirname(process.argv[1]), ".."), process.argv.includes("--check")).then(
    (upToDate) => (process.exitCode = upToDate ? 0 : 1),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
