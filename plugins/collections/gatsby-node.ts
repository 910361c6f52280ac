import type { GatsbyNode } from "gatsby";
// gatsby-transformer-json has no option to limit it to one source, so it is called from here for the files
// of the "data" source only; the translation files (source "locale") become Locale nodes (gatsby/locales/).
import * as jsonTransformer from "gatsby-transformer-json/gatsby-node";

interface FileNode {
  internal: { mediaType?: string };
  sourceInstanceName?: string;
}

export const shouldOnCreateNode = ({ node }: { node: FileNode }) =>
  node.internal.mediaType === "application/json" && node.sourceInstanceName === "data";

export const onCreateNode: GatsbyNode["onCreateNode"] = (args, options) =>
  (jsonTransformer.onCreateNode as NonNullable<GatsbyNode["onCreateNode"]>)(args, options, () => undefined);
