/** The part of Gatsby's node model the site's resolvers use. */
export interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}
