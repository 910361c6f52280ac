/**
 * Walks a collection schema alongside the data: which schema a field has, which shared field types
 * (common.schema.json's $defs) it is made of, and whether its object requires it.
 */
import commonSchema from "../../data/schemas/common.schema.json";

export type Schema = Readonly<Record<string, unknown>>;

/** A schema with its $refs followed: the file it lives in, and the shared field types met on the way. */
export interface SchemaNode {
  schema: Schema;
  root: Schema;
  /** Names of common.schema.json's $defs it is (or is built from, through allOf), like "image". */
  kinds: readonly string[];
}

/** The shared types whose value is a file under data/: validated to exist, a File node in GraphQL. */
const DATA_FILE_KINDS: readonly string[] = ["image", "imageFile", "logoFile"];

export function isDataFile(node: Pick<SchemaNode, "kinds">): boolean {
  return node.kinds.some((kind) => DATA_FILE_KINDS.includes(kind));
}

const COMMON_FILE = "./common.schema.json";
const common = commonSchema as Schema;

function definition(root: Schema, name: string): Schema {
  const found = (root.$defs as Record<string, Schema> | undefined)?.[name];
  if (!found) throw new Error(`No $defs/${name} in the schema`);
  return found;
}

export function resolve(schema: Schema, root: Schema): SchemaNode {
  const kinds: string[] = [];
  let current = schema;
  let base = root;
  while (typeof current.$ref === "string") {
    const [file, pointer] = current.$ref.split("#");
    if (file === COMMON_FILE) base = common;
    const name = pointer.replace(/^\/\$defs\//, "");
    if (base === common) kinds.push(name);
    current = definition(base, name);
  }
  for (const member of (current.allOf as Schema[] | undefined) ?? []) {
    if (typeof member.$ref === "string") kinds.push(...resolve(member, base).kinds);
  }
  return { schema: current, root: base, kinds };
}

/** The schema of a property (a name) or an item (an index) of the value `node` describes. */
export function child(node: SchemaNode, segment: string | number): SchemaNode | undefined {
  const next =
    typeof segment === "number"
      ? (node.schema.items as Schema | undefined)
      : (node.schema.properties as Record<string, Schema> | undefined)?.[segment];
  return next && resolve(next, node.root);
}

/** The schema at a path of segments below the root, or undefined where the schema has none. */
function schemaAt(root: Schema, segments: readonly (string | number)[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = resolve(root, root);
  for (const segment of segments) node = node && child(node, segment);
  return node;
}

/** Whether the object holding the last segment lets it be left out. */
export function isOptional(root: Schema, segments: readonly (string | number)[]): boolean {
  const name = segments[segments.length - 1];
  const parent = schemaAt(root, segments.slice(0, -1));
  return (
    typeof name === "string" && !((parent?.schema.required as string[] | undefined) ?? []).includes(name)
  );
}

/** "keyFigures[1].label" for ["keyFigures", 1, "label"]. */
export function fieldName(segments: readonly (string | number)[]): string {
  return segments
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : index > 0 ? `.${segment}` : segment,
    )
    .join("");
}
