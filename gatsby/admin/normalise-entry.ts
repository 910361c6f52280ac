/**
 * An entry as Decap CMS saves it, brought to the shape its schema asks for before it is checked and
 * written (docs/architecture.md §10). Pure.
 */
import { child, resolve, type Schema, type SchemaNode } from "../collections/schema-walk";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function types(node: SchemaNode): string[] {
  const { type } = node.schema;
  return Array.isArray(type) ? (type as string[]) : typeof type === "string" ? [type] : [];
}

function normaliseValue(value: unknown, node: SchemaNode | undefined): unknown {
  if (!node) return value;
  const allowed = types(node);
  // Decap may send a number as a string (decap-cms#2007).
  if (typeof value === "string" && (allowed.includes("integer") || allowed.includes("number"))) {
    const number = Number(value);
    if (value.trim() !== "" && Number.isFinite(number)) return number;
  }
  if (Array.isArray(value)) return value.map((item) => normaliseValue(item, child(node, 0)));
  if (isRecord(value)) return normaliseObject(value, node);
  // Anything else stays as it is, for the check to judge.
  return value;
}

/**
 * The keys of `value` in the schema's order (Decap writes its own), then any the schema does not know: a save
 * changes only the lines it changed.
 */
function inSchemaOrder(value: Record<string, unknown>, node: SchemaNode): string[] {
  const known = Object.keys((node.schema.properties as Record<string, unknown> | undefined) ?? {});
  return [
    ...known.filter((key) => key in value),
    ...Object.keys(value).filter((key) => !known.includes(key)),
  ];
}

/**
 * A field Decap sends although the editor left it empty: a list that may not be empty ("dimensions" of a
 * weight row), or an object of nothing but empty texts (the "text" of a number row).
 */
function leftEmpty(field: unknown, node: SchemaNode): boolean {
  if (Array.isArray(field)) return field.length === 0 && Number(node.schema.minItems ?? 0) > 0;
  return (
    isRecord(field) && Object.keys(field).length > 0 && Object.values(field).every((leaf) => leaf === "")
  );
}

function normaliseObject(value: Record<string, unknown>, node: SchemaNode): Record<string, unknown> {
  const required = new Set((node.schema.required as string[] | undefined) ?? []);
  const result: Record<string, unknown> = {};
  for (const key of inSchemaOrder(value, node)) {
    const field = value[key];
    const fieldNode = child(node, key);
    // Decap saves a cleared optional field as "" (decap-cms#7120): null where the schema allows it, else
    // left out (unless required, for the check to judge).
    if (field === "" && fieldNode) {
      if (types(fieldNode).includes("null")) {
        result[key] = null;
        continue;
      }
      if (!required.has(key)) continue;
    }
    if (fieldNode && !required.has(key) && leftEmpty(field, fieldNode)) continue;
    result[key] = normaliseValue(field, fieldNode);
  }
  return result;
}

/** `value` normalised by `schema` (a whole file's schema: an entry's, a list's or the settings'). */
export function normaliseEntry(value: unknown, schema: object): unknown {
  const root = schema as Schema;
  return normaliseValue(value, resolve(root, root));
}
