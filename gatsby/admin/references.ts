/**
 * The choices of the fields that name an entry of another collection (`x-references`, such as a posting's
 * location): that collection's entries as they are in the repository when the build runs.
 */
import { COLLECTIONS, SETTINGS, collectionNamed } from "../collections/collections";
import { readCollection } from "../collections/entries";
import type { FormContext } from "./schema-fields";

/** The collections some schema's `x-references` names. */
function referencedCollections(): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === "x-references" && typeof inner === "string") names.add(inner);
        else visit(inner);
      }
    }
  };
  for (const { schema } of [...COLLECTIONS, ...SETTINGS]) visit(schema);
  return names;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// A new entry is offered from the next build on; the build's own check (location-references.ts) still
// judges each save.
export function referenceOptions(repoDir: string): FormContext["references"] {
  return Object.fromEntries(
    [...referencedCollections()].map((name) => {
      const { key } = collectionNamed(name);
      const options = readCollection(repoDir, name)
        .filter(isRecord)
        .map((entry) => {
          const value = String(entry[key]);
          return { value, label: typeof entry.name === "string" ? `${entry.name} (${value})` : value };
        });
      return [name, options];
    }),
  );
}
