/**
 * Writes src/types/collections.ts, the TypeScript types of the content collections, from their JSON Schemas
 * in data/schemas/: `node scripts/collection-types.mjs` after changing a schema (a unit test fails while
 * the committed file is out of date). Handles the parts of JSON Schema those schemas use.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const TYPES_FILE = path.join("src", "types", "collections.ts");
const COMMON = "./common.schema.json";

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

/** Renders the types of one schema file; `named` collects the declarations it refers to by name. */
function renderer(schema, common, named) {
  // A reference is resolved in the file it is written in: the common schema's own "#/…" stay in it.
  const resolve = (ref, base) => {
    const [file, pointer] = ref.split("#");
    const root = file === COMMON ? common : file === "" ? base : schema;
    return { definition: root.$defs[pointer.replace(/^\/\$defs\//, "")], root };
  };

  const declare = (definition, base) => {
    if (named.has(definition.title)) return definition.title;
    named.set(definition.title, null);
    if (definition.enum) {
      const constant = valuesConstantName(definition.title);
      named.set(
        definition.title,
        `${comment(definition)}export const ${constant} = ${valueList(constant, definition.enum)} as const;\n\n` +
          `export type ${definition.title} = (typeof ${constant})[number];\n`,
      );
    } else {
      const declaration = `export interface ${definition.title} ${body(definition, "", base)}`;
      named.set(definition.title, `${comment(definition)}${declaration}\n`);
    }
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

/** The source of src/types/collections.ts for the schemas in `schemaDir`. */
export async function renderCollectionTypes(schemaDir) {
  const files = (await readdir(schemaDir)).filter((file) => file.endsWith(".schema.json")).sort();
  const read = async (file) => JSON.parse(await readFile(path.join(schemaDir, file), "utf8"));
  const common = await read("common.schema.json");
  const named = new Map();
  const parts = [];
  for (const file of files.filter((candidate) => candidate !== "common.schema.json")) {
    const schema = await read(file);
    const type = renderer(schema, common, named);
    const fileType = `${schema.title.replace(/\s+(\w)/g, (_m, c) => c.toUpperCase())}File`;
    const name = schema.properties.entries ? fileType : schema.title;
    parts.push(`${comment(schema)}export interface ${name} ${type({ ...schema, title: undefined }, "")}\n`);
  }
  return (
    `// Generated from data/schemas/ by scripts/collection-types.mjs: edit the schemas, then run the script.\n\n` +
    [...named.values(), ...parts].join("\n")
  );
}

// Run as a script (the test imports it instead): write the file.
if (process.argv[1]?.endsWith("collection-types.mjs")) {
  const root = path.resolve(path.dirname(process.argv[1]), "..");
  renderCollectionTypes(path.join(root, "data", "schemas"))
    .then((source) => writeFile(path.join(root, TYPES_FILE), source))
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
