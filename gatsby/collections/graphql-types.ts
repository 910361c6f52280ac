/** The GraphQL types of the collection nodes, read from their JSON Schemas (docs/architecture.md §2). */
import { nodeTypeName } from "../../plugins/collections/collection-nodes";
import commonSchema from "../../data/schemas/common.schema.json";
import { COLLECTIONS, SETTINGS } from "./collections";
import { isDataFile, resolve, type Schema, type SchemaNode } from "./schema-walk";

const SCALARS: Readonly<Record<string, string>> = {
  string: "String",
  integer: "Int",
  number: "Float",
  boolean: "Boolean",
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function typesOf(node: SchemaNode): string[] {
  const { type } = node.schema;
  return Array.isArray(type) ? (type as string[]) : typeof type === "string" ? [type] : [];
}

/** Renders an object type and, before it, the types of its nested objects. */
function objectType(name: string, node: SchemaNode, header: string, out: string[], topLevel: boolean): void {
  const required = new Set((node.schema.required as string[] | undefined) ?? []);
  const fields = Object.entries((node.schema.properties as Record<string, Schema>) ?? {})
    .filter(([field]) => field !== "$schema")
    .map(([field, schema]) => {
      const child = resolve(schema, node.root);
      // Required in the schema is non-null in GraphQL, so components need no guards.
      const nonNull = required.has(field) && !typesOf(child).includes("null") ? "!" : "";
      // Gatsby keeps id for the node's own, as gatsby-transformer-json does (docs/architecture.md §16).
      const gqlField = topLevel && field === "id" ? "jsonId" : field;
      return `${gqlField}: ${fieldType(name, field, child, out)}${nonNull}${directive(child)}`;
    });
  out.push(`type ${name}${header} {\n  ${fields.join("\n  ")}\n}`);
}

function directive(node: SchemaNode): string {
  // A path relative to data/ is the File node's relativePath in the "data" source, wherever the entry's
  // own file is (@fileByRelativePath would resolve it from data/team/ for data/team/x.json).
  return isDataFile(node) ? ' @link(by: "relativePath")' : "";
}

function fieldType(parent: string, field: string, node: SchemaNode, out: string[]): string {
  if (node.kinds.includes("localizedText")) return "LocalizedText";
  if (isDataFile(node)) return "File";
  const types = typesOf(node).filter((type) => type !== "null");
  if (types[0] === "array") {
    const item = resolve(node.schema.items as Schema, node.root);
    // A list's item type is named in the singular: keyFigures → ProductsJsonKeyFigure.
    return `[${fieldType(parent, field.replace(/s$/, ""), item, out)}!]`;
  }
  if (types[0] === "object") {
    const name = `${parent}${pascal(field)}`;
    objectType(name, node, "", out, false);
    return name;
  }
  return SCALARS[types[0]] ?? "String";
}

/** The type definitions of every collection's nodes and of the site settings' node. */
export function collectionTypeDefs(): string {
  const out: string[] = [];
  for (const collection of COLLECTIONS) {
    const root = collection.schema as Schema;
    // A folder's schema is one entry's; a list file's lists its entries.
    const entry =
      collection.layout === "folder"
        ? root
        : ((root.properties as Record<string, Schema>).entries.items as Schema);
    objectType(nodeTypeName(collection.name), resolve(entry, root), " implements Node @dontInfer", out, true);
  }
  for (const { name, schema } of SETTINGS) {
    const type = nodeTypeName(name);
    objectType(type, resolve(schema as Schema, schema as Schema), " implements Node @dontInfer", out, true);
  }
  return out.join("\n");
}

/** The type of a text in each language: from common.schema.json's localizedText, as the schemas use it. */
export function localizedTextTypeDef(): string {
  const out: string[] = [];
  const common = commonSchema as Schema;
  objectType("LocalizedText", resolve({ $ref: "#/$defs/localizedText" }, common), "", out, false);
  return out.join("\n");
}
