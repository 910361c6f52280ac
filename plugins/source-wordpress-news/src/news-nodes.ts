import type { NodeInput, NodePluginArgs } from "gatsby";
import type { NewsCollection } from "./posts/news-collection";
import { NODE_TYPES } from "./schema/node-types";

type Helpers = Pick<NodePluginArgs, "createNodeId" | "createContentDigest">;

function node<T extends object>(type: string, wpId: number, data: T, helpers: Helpers): NodeInput & T {
  return {
    ...data,
    id: helpers.createNodeId(`${type}-${wpId}`),
    parent: null,
    children: [],
    internal: { type, contentDigest: helpers.createContentDigest(data) },
  };
}

/**
 * The nodes for a news collection, fields exactly as declared in node-types.ts. `featuredFiles` maps a
 * featured image's cache key to the id of its File node; a post whose image is not there gets null.
 */
export function newsNodes(
  collection: NewsCollection,
  featuredFiles: ReadonlyMap<string, string>,
  helpers: Helpers,
): NodeInput[] {
  return [
    ...collection.posts.map(({ featuredMedia, ...post }) =>
      node(
        NODE_TYPES.post,
        post.wpId,
        {
          ...post,
          featuredImage: (featuredMedia && featuredFiles.get(featuredMedia.cacheKey)) ?? null,
          featuredImageAlt:
            featuredMedia && featuredFiles.has(featuredMedia.cacheKey) ? post.featuredImageAlt : "",
        },
        helpers,
      ),
    ),
    ...collection.categories.map((category) => node(NODE_TYPES.category, category.wpId, category, helpers)),
    ...collection.tags.map((tag) => node(NODE_TYPES.tag, tag.wpId, tag, helpers)),
    ...collection.authors.map((author) => node(NODE_TYPES.author, author.wpId, author, helpers)),
  ];
}
