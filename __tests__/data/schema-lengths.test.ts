/** @jest-environment node */
/**
 * Every text of data/ has a bound (docs/editing.md): each string a schema allows has a maxLength by its kind,
 * and the repository's content keeps them.
 */
import fs from "node:fs";
import path from "node:path";
import commonSchema from "../../data/schemas/common.schema.json";
import { COLLECTIONS, SETTINGS } from "../../gatsby/collections/collections";
import { schemaErrors } from "../../gatsby/collections/schema-validator";
import type { Schema } from "../../gatsby/collections/schema-walk";

const ROOT = path.join(__dirname, "../..");
const common = commonSchema as Schema;

/** What the schemas say of the values at one place ("title.en", "keyFigures[].id"). */
interface Place {
  isText: boolean;
  /** An enumeration or a constant: bounded by its values. */
  isFixed: boolean;
  limits: number[];
}

/** Walks a schema as Ajv applies it: through $ref and allOf at the same place, into properties and items. */
function visit(schema: Schema, base: Schema, at: string, places: Map<string, Place>): void {
  const place = places.get(at) ?? { isText: false, isFixed: false, limits: [] };
  places.set(at, place);
  if ([schema.type].flat().includes("string")) place.isText = true;
  if ("enum" in schema || "const" in schema) place.isFixed = true;
  if (typeof schema.maxLength === "number") place.limits.push(schema.maxLength);
  if (typeof schema.$ref === "string") {
    const [file, pointer] = schema.$ref.split("#");
    const target = file === "./common.schema.json" ? common : base;
    const name = pointer.replace(/^\/\$defs\//, "");
    visit((target.$defs as Record<string, Schema>)[name], target, at, places);
  }
  for (const member of (schema.allOf as Schema[] | undefined) ?? []) visit(member, base, at, places);
  for (const [name, property] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
    visit(property, base, at ? `${at}.${name}` : name, places);
  }
  if (schema.items) visit(schema.items as Schema, base, `${at}[]`, places);
}

const SCHEMAS = [...COLLECTIONS, ...SETTINGS].map(({ name, schema }) => [name, schema as Schema] as const);

/** The strictest limit of each text of a schema, by place; Infinity where there is none. */
function textLimits(schema: Schema): Map<string, number> {
  const places = new Map<string, Place>();
  visit(schema, schema, "", places);
  return new Map(
    [...places]
      .filter(([, place]) => place.isText && !place.isFixed)
      .map(([at, place]) => [at, Math.min(...place.limits)]),
  );
}

describe("the bounds of the schemas' texts", () => {
  it.each(SCHEMAS)("%s: every text has a maxLength", (_name, schema) => {
    const unbounded = [...textLimits(schema)].filter(([, limit]) => limit === Infinity).map(([at]) => at);
    expect(unbounded).toEqual([]);
  });

  it("gives each kind of text its bound", () => {
    const products = textLimits(COLLECTIONS.find(({ name }) => name === "products")!.schema as Schema);
    expect(Object.fromEntries(products)).toMatchObject({
      slug: 100,
      "legacySlugs[]": 100,
      name: 300,
      image: 2_000,
      "imageAlt.en": 300,
      "tagline.de": 300,
      "summary.en": 20_000,
      "description.de": 20_000,
      "keyFigures[].id": 100,
      "keyFigures[].label.en": 300,
    });
    const site = textLimits(SETTINGS[0].schema as Schema);
    expect(Object.fromEntries(site)).toMatchObject({ url: 2_000, "contacts.email": 320, titleTemplate: 300 });
  });
});

describe("the repository's content", () => {
  const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));
  /** A file of data/ and what it is checked as: its collection or its settings (a name and a schema). */
  type Checked = [file: string, owner: { name: string; schema: object }];
  const filesOf = (collection: (typeof COLLECTIONS)[number]): Checked[] => {
    if (collection.layout === "list") {
      return fs.existsSync(path.join(ROOT, collection.file)) ? [[collection.file, collection]] : [];
    }
    return fs
      .readdirSync(path.join(ROOT, collection.folder))
      .filter((name) => name.endsWith(".json"))
      .map((name) => [`${collection.folder}/${name}`, collection]);
  };
  const files: Checked[] = [
    ...COLLECTIONS.flatMap(filesOf),
    ...SETTINGS.map((settings): Checked => [settings.file, settings]),
  ];

  it.each(files)("%s keeps its schema, the bounds of its texts too", (file, owner) => {
    expect(schemaErrors(owner, read(file))).toEqual([]);
  });
});
