import type { GatsbyNode } from "gatsby";
import { COLLECTIONS } from "../../gatsby/collections/collections";
import { parseJsonText } from "../../gatsby/collections/entries";
import { collectionNodes, entryNode } from "./collection-nodes";

// The files of the "data" source only: the translation files (source "locale") become Locale nodes
// (gatsby/locales/). The schemas are not part of that source (gatsby-config.ts).
interface FileNode {
  internal: { mediaType?: string };
  sourceInstanceName?: string;
  relativeDirectory?: string;
}

/** The collections stored one entry per file, by their folder under data/ ("team"). */
const FOLDERS = new Set(
  COLLECTIONS.flatMap((collection) => (collection.layout === "folder" ? [collection.name] : [])),
);

export const shouldOnCreateNode = ({ node }: { node: FileNode }) =>
  node.internal.mediaType === "application/json" &&
  node.sourceInstanceName === "data" &&
  (node.relativeDirectory === "" || FOLDERS.has(String(node.relativeDirectory)));

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  getNode,
}) => {
  let content: unknown;
  try {
    content = parseJsonText(await loadNodeContent(node));
  } catch {
    throw new Error(`Unable to parse JSON: file ${String(node.absolutePath)}`);
  }
  const file = { id: node.id, name: String(node.name) };
  const folder = String(node.relativeDirectory ?? "");
  const helpers = { createNodeId, createContentDigest };
  const nodes =
    folder === "" ? collectionNodes(file, content, helpers) : [entryNode(file, folder, content, helpers)];
  for (const jsonNode of nodes) {
    await actions.createNode(jsonNode);
    // The node as the store holds it: createParentChildLink wants a Node, not the input given to createNode.
    const child = getNode(jsonNode.id);
    if (child) actions.createParentChildLink({ parent: node, child });
  }
};
