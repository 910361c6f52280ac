/**
 * Writes src/types/collections/, the TypeScript types of the content collections, one file per JSON Schema
 * in data/schemas/: `node scripts/collection-types.mjs` after changing a schema (a unit test fails while
 * the committed files are out of date). Handles the parts of JSON Schema those schemas use.
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const TYPES_DIR = path.join("src", "types", "collections");
const COMMON = "./common.schema.json";
const HEADER =
  "// Generated from data/schemas/ by scripts/collection-types.mjs: edit the schemas, then run the script.\n";

/** "ProductCategory" → "PRODUCT_CATEGORIES": the constant listing an enumeration's values. */
export function valuesConstantName(typeName) {
  const snake = typeName.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
  if (/[^AEIOU]Y$/.test(snake)) return `${snake.slice(0, -1)}IES`;
  return /(S|SH|CH|X)$/.test(snake) ? `${snake}ES` : `${snake}S`;
}

function comment(schema, indent = "") {
  return schema.description ? `${indent}/** ${schema.description.replace(/\*\//g, "*\\/")} */\n` : "";
}

function literal(value) {
  return JSON.stringify(value);
}

/** The values on one line where it fits in Prettier's 110 columns, else one a line (as Prettier writes them). */
function valueList(constant, values) {
  const line = `[${values.map(literal).join(", ")}]`;
  if (`export const ${constant} = ${line} as const;`.length <= 110) return line;
  return `[\n${values.map((value) => `  ${literal(value)},\n`).join("")}]`;
}

/**
 * Renders the types of one schema file (`module`). `named` collects every declaration by name with the
 * module it belongs to (the common schema's go to "common"); `used` the names each module refers to.
 */
function renderer(schema, common, module, named, used) {
  // A reference is resolved in the file it is written in: the common schema's own "#/…" stay in it.
  const resolve = (ref, base) => {
    const [file, pointer] = ref.split("#");
    const root = file === COMMON ? common : file === "" ? base : schema;
    return { definition: root.$defs[pointer.replace(/^\/\$defs\//, "")], root };
  };

  const declare = (definition, base) => {
    const owner = base === common ? "common" : module;
    used.set(module, new Set([...(used.get(module) ?? []), definition.title]));
    if (named.has(definition.title)) return definition.title;
    named.set(definition.title, { module: owner, source: "" });
    let source;
    if (definition.enum) {
      const constant = valuesConstantName(definition.title);
      source =
        `${comment(definition)}export const ${constant} = ${valueList(constant, definition.enum)} as const;\n\n` +
        `export type ${definition.title} = (typeof ${constant})[number];\n`;
    } else {
      source = `${comment(definition)}export interface ${definition.title} ${body(definition, "", base)}\n`;
    }
    named.set(definition.title, { module: owner, source });
    return definition.title;
  };

  const body = (definition, indent, base) => {
    const required = new Set(definition.required ?? []);
    const fields = Object.entries(definition.properties ?? {}).map(([name, field]) => {
      const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
      const optional = required.has(name) ? "" : "?";
      return `${comment(field, `${indent}  `)}${indent}  ${key}${optional}: ${type(field, `${indent}  `, base)};\n`;
    });
    return `{\n${fields.join("")}${indent}}`;
  };

  const typeOf = (name, definition, indent, base) => {
    switch (name) {
      case "string":
        return "string";
      case "number":
      case "integer":
        return "number";
      case "boolean":
        return "boolean";
      case "null":
        return "null";
      case "array":
        return `${wrap(type(definition.items, indent, base))}[]`;
      case "object":
        return definition.title ? declare(definition, base) : body(definition, indent, base);
      default:
        throw new Error(`Unknown type ${name}`);
    }
  };

  const wrap = (text) => (text.includes(" ") && !text.startsWith("{") ? `(${text})` : text);

  const type = (definition, indent, base = schema) => {
    if (definition.title && (definition.enum || definition.type === "object"))
      return declare(definition, base);
    if (definition.type) {
      const names = Array.isArray(definition.type) ? definition.type : [definition.type];
      return names.map((name) => typeOf(name, definition, indent, base)).join(" | ");
    }
    if (definition.$ref) {
      const target = resolve(definition.$ref, base);
      return type(target.definition, indent, target.root);
    }
    if (definition.enum) return definition.enum.map(literal).join(" | ");
    if (definition.const !== undefined) return literal(definition.const);
    return "unknown";
  };

  return type;
}

/** One module's source: its imports of the other modules' names, then its declarations. */
function moduleSource(module, named, used, extra = []) {
  const imports = new Map();
  for (const name of used.get(module) ?? []) {
    const owner = named.get(name).module;
    if (owner !== module) imports.set(owner, [...(imports.get(owner) ?? []), name]);
  }
  const importLines = [...imports]
    .sort()
    .map(([owner, names]) => `import type { ${names.sort().join(", ")} } from "./${owner}";\n`);
  const declarations = [...named.values()]
    .filter((entry) => entry.module === module)
    .map((entry) => entry.source);
  return [HEADER + importLines.join(""), ...declarations, ...extra].join("\n");
}

/** The files of src/types/collections/ for the schemas in `schemaDir`, by file name. */
export async function renderCollectionTypes(schemaDir) {
  const files = (await readdir(schemaDir)).filter((file) => file.endsWith(".schema.json")).sort();
  const read = async (file) => JSON.parse(await readFile(path.join(schemaDir, file), "utf8"));
  const common = await read("common.schema.json");
  const named = new Map();
  const used = new Map();
  const fileTypes = new Map();
  const modules = files
    .filter((file) => file !== "common.schema.json")
    .map((file) => file.replace(".schema.json", ""));
  for (const module of modules) {
    const schema = await read(`${module}.schema.json`);
    const type = renderer(schema, common, module, named, used);
    const fileType = `${schema.title.replace(/\s+(\w)/g, (_m, c) => c.toUpperCase())}File`;
    const name = schema.properties.entries ? fileType : schema.title;
    fileTypes.set(
      module,
      `${comment(schema)}export interface ${name} ${type({ ...schema, title: undefined }, "")}\n`,
    );
  }
  const sources = new Map([["common.ts", moduleSource("common", named, used)]]);
  for (const module of modules)
    sources.set(`${module}.ts`, moduleSource(module, named, used, [fileTypes.get(module)]));
  const index = ["common", ...modules].map((module) => `export * from "./${module}";\n`).join("");
  sources.set("index.ts", `${HEADER}\n${index}`);
  return sources;
}

// Run as a script (the test imports it instead): write the files anew.
if (process.argv[1]?.endsWith("collection-types.mjs")) {
  const root = path.resolve(path.dirname(process.argv[1]), "..");
  const dir = path.join(root, TYPES_DIR);
  renderCollectionTypes(path.join(root, "data", "schemas"))
    .then(async (sources) => {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      for (const [file, source] of sources) await writeFile(path.join(dir, file), source);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
