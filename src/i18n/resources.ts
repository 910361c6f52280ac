import type { Resource } from "i18next";

/** A translation namespace as the page queries return it (`allLocale` edges; `data` is JSON text). */
export interface LocaleEdge {
  node: { ns: string; data: string; language: string };
}

/** i18next resources from the locale nodes of a page query, for code that runs outside the plugin. */
export function resourcesFromLocales(edges: readonly LocaleEdge[]): Resource {
  const resources: Resource = {};
  for (const { node } of edges) {
    resources[node.language] ??= {};
    resources[node.language][node.ns] = JSON.parse(node.data) as Record<string, unknown>;
  }
  return resources;
}
