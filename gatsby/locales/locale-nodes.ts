import type { GatsbyNode, Node } from "gatsby";

/** The file nodes of gatsby-source-filesystem that matter here. */
interface FileNode extends Node {
  sourceInstanceName: string;
  relativeDirectory: string;
  name: string;
  absolutePath: string;
}

const isLocaleFile = (node: Node): node is FileNode =>
  node.internal.type === "File" &&
  (node as FileNode).sourceInstanceName === "locale" &&
  node.internal.mediaType === "application/json";

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }) =>
  isLocaleFile(node as unknown as Node);

/**
 * A Locale node per translation file, data/locales/{language}/{namespace}.json, which pages query by
 * language and namespace (src/shared/i18n/locale-fragment.ts); `data` is the namespace's JSON as text.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  getNode,
  reporter,
}) => {
  if (!isLocaleFile(node)) return;
  let data: string;
  try {
    data = JSON.stringify(JSON.parse(await loadNodeContent(node)));
  } catch (error) {
    reporter.panicOnBuild(`${node.absolutePath} is not valid JSON: ${(error as Error).message}`);
    return;
  }
  const locale = {
    id: createNodeId(`${node.id} >>> Locale`),
    parent: node.id,
    children: [],
    internal: { type: "Locale", content: data, contentDigest: createContentDigest(data) },
    language: node.relativeDirectory,
    ns: node.name,
    data,
    fileAbsolutePath: node.absolutePath,
  };
  await actions.createNode(locale);
  // The node as the store holds it: createParentChildLink wants a Node, not the input given to createNode.
  const child = getNode(locale.id);
  if (child) actions.createParentChildLink({ parent: node, child });
};
