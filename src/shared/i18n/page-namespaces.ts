import type { Namespaces } from "./translate";

/** A translation namespace as the page queries return it (`allLocale` edges; `data` is JSON text). */
export interface LocaleEdge {
  node: { ns: string; data: string; language: string };
}

/**
 * The namespaces a page query loaded (`locales`), each parsed once; of `language` only when given (the
 * not-found page loads its namespaces in every language).
 */
export function namespacesOf(edges: readonly LocaleEdge[] | undefined, language?: string): Namespaces {
  const namespaces: Record<string, unknown> = {};
  for (const { node } of edges ?? [])
    if (language === undefined || node.language === language)
      namespaces[node.ns] = JSON.parse(node.data) as unknown;
  return namespaces;
}
