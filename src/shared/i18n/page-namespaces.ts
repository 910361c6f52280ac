import type { Namespaces } from "./translate";

/** A translation namespace as the page queries return it (`allLocale` edges; `data` is JSON text). */
export interface LocaleEdge {
  node: { ns: string; data: string; language: string };
}

/** The namespaces a page query loaded (`locales`), each parsed once. */
export function namespacesOf(edges: readonly LocaleEdge[] | undefined): Namespaces {
  const namespaces: Record<string, unknown> = {};
  for (const { node } of edges ?? []) namespaces[node.ns] = JSON.parse(node.data) as unknown;
  return namespaces;
}
