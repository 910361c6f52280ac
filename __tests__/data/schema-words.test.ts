/** @jest-environment node */
/** The schemas' German words for the editor: a label and hint of every form field, a name of every choice. */
import { COLLECTIONS, SETTINGS } from "../../gatsby/collections/collections";
import { resolve, type Schema } from "../../gatsby/collections/schema-walk";

/** Every property a form shows, with the schema as written at it and the schema it resolves to. */
function formProperties(schema: Schema): { path: string; written: Schema; resolved: Schema }[] {
  const found: { path: string; written: Schema; resolved: Schema }[] = [];
  const visit = (node: ReturnType<typeof resolve>, prefix: string) => {
    const properties = (node.schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const [name, written] of Object.entries(properties)) {
      if (name === "$schema") continue;
      const resolved = resolve(written, node.root);
      const path = `${prefix}${name}`;
      if (resolved.kinds.includes("localizedText")) {
        found.push({ path, written, resolved: resolved.schema });
        continue;
      }
      found.push({ path, written, resolved: resolved.schema });
      if (resolved.schema.properties) visit(resolved, `${path}.`);
      const items = resolved.schema.items as Schema | undefined;
      if (items) {
        const item = resolve(items, resolved.root);
        if (item.schema.properties) visit(item, `${path}[].`);
      }
    }
  };
  visit(resolve(schema, schema), "");
  return found;
}

describe("the schemas' words for the editor", () => {
  const schemas = [...COLLECTIONS.filter((candidate) => !candidate.developersOnly), ...SETTINGS];

  it.each(schemas.map((candidate) => [candidate.name, candidate.schema] as const))(
    "%s: every field has a German label, and a German hint where it has an English one",
    (_name, schema) => {
      const missing = formProperties(schema as Schema).flatMap(({ path, written, resolved }) => {
        const wordsOf = (node: Schema) => (node["x-de"] ?? {}) as { label?: string; hint?: string };
        const label = wordsOf(written).label ?? wordsOf(resolved).label;
        const hint = wordsOf(written).hint ?? wordsOf(resolved).hint;
        const english = written.description ?? resolved.description;
        return [...(label ? [] : [`${path}: label`]), ...(english && !hint ? [`${path}: hint`] : [])];
      });
      expect(missing).toEqual([]);
    },
  );

  it.each(schemas.map((candidate) => [candidate.name, candidate.schema] as const))(
    "%s: every choice of an enumeration has its German name",
    (_name, schema) => {
      const missing = formProperties(schema as Schema).flatMap(({ path, written, resolved }) => {
        if (!Array.isArray(resolved.enum)) return [];
        const options =
          ((written["x-de"] ?? resolved["x-de"]) as { options?: Record<string, string> } | undefined)
            ?.options ?? {};
        return (resolved.enum as string[])
          .filter((value) => !options[value])
          .map((value) => `${path}: ${value}`);
      });
      expect(missing).toEqual([]);
    },
  );
});
