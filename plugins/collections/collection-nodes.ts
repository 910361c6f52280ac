/**
 * The GraphQL nodes of one file of data/: one per entry of a list file, one for a settings file (site.json)
 * or for an entry file of a collection folder (docs/architecture.md §2).
 */
import { isRecord } from "../../src/shared/utils/is-record";

export interface JsonNodeInput {
  [field: string]: unknown;
  id: string;
  parent: string;
  children: never[];
  internal: { type: string; contentDigest: string };
}

export interface NodeHelpers {
  createNodeId(seed: string): string;
  createContentDigest(content: unknown): string;
}

/** "home-gallery" → "HomeGalleryJson": one node type per file. */
export function nodeTypeName(fileName: string): string {
  return `${fileName.replace(/(^|[-_])(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase())}Json`;
}

/** A node with the id, parent and digest gatsby-transformer-json gives: queries read it as that plugin's. */
function jsonNode(
  content: Record<string, unknown>,
  id: string,
  parent: string,
  type: string,
  helpers: NodeHelpers,
): JsonNodeInput {
  return {
    ...content,
    // Gatsby keeps `id` for the node's own id; the entry's id is queried as jsonId.
    ...(content.id ? { jsonId: content.id } : {}),
    id,
    parent,
    children: [],
    internal: { type, contentDigest: helpers.createContentDigest(content) },
  };
}

/** The nodes of a parsed file; the file's own `$schema` is for editors and becomes no field. */
export function collectionNodes(
  file: { id: string; name: string },
  content: unknown,
  helpers: NodeHelpers,
): JsonNodeInput[] {
  if (!isRecord(content)) throw new Error(`${file.name}.json must be a JSON object`);
  const type = nodeTypeName(file.name);
  const { $schema: _schema, ...fields } = content;
  if (!Array.isArray(fields.entries)) {
    return [jsonNode(fields, helpers.createNodeId(`${file.id} >>> JSON`), file.id, type, helpers)];
  }
  return fields.entries.map((entry: unknown, index) => {
    if (!isRecord(entry)) throw new Error(`${file.name}.json: entry at index ${index} must be an object`);
    return jsonNode(entry, helpers.createNodeId(`${file.id} [${index}] >>> JSON`), file.id, type, helpers);
  });
}

/** The node of an entry file of a collection folder ("team" → TeamJson); its `$schema` becomes no field. */
export function entryNode(
  file: { id: string; name: string },
  folder: string,
  content: unknown,
  helpers: NodeHelpers,
): JsonNodeInput {
  if (!isRecord(content)) throw new Error(`${folder}/${file.name}.json must be a JSON object`);
  const { $schema: _schema, ...fields } = content;
  return jsonNode(
    fields,
    helpers.createNodeId(`${file.id} >>> JSON`),
    file.id,
    nodeTypeName(folder),
    helpers,
  );
}
