/**
 * The content collections in data/: where each is stored, its JSON Schema (data/schemas/) and what a schema
 * cannot say. A new collection is a schema, its data and a line here; the fields live only in the schema.
 */
import homeGallerySchema from "../../data/schemas/home-gallery.schema.json";
import jobsSchema from "../../data/schemas/jobs.schema.json";
import legacyNewsSchema from "../../data/schemas/legacy-news.schema.json";
import locationsSchema from "../../data/schemas/locations.schema.json";
import materialsSchema from "../../data/schemas/materials.schema.json";
import partnersSchema from "../../data/schemas/partners.schema.json";
import printGallerySchema from "../../data/schemas/print-gallery.schema.json";
import productsSchema from "../../data/schemas/products.schema.json";
import redirectsSchema from "../../data/schemas/redirects.schema.json";
import siteSchema from "../../data/schemas/site.schema.json";
import teamSchema from "../../data/schemas/team.schema.json";
import { logoMatchesType, postedBeforeClosing, type EntryCheck } from "./entry-consistency";
import { locationExists } from "./location-references";
import { MATERIAL_CHECKS } from "./material-consistency";
import { PRODUCT_CHECKS } from "./product-consistency";

/**
 * A file of settings in data/ (one object, not a list of entries: one GraphQL node) and its schema;
 * everything else named after the file is derived from `name`.
 */
export interface SettingsFile {
  /** "home-gallery": the file data/home-gallery.json, its schema home-gallery.schema.json, HomeGalleryJson. */
  name: string;
  /** The file, from the repository root: data/<name>.json. */
  file: string;
  /** Its JSON Schema (data/schemas/<name>.schema.json). */
  schema: object;
}

interface CollectionRules {
  name: string;
  /** Its JSON Schema (data/schemas/<name>.schema.json): of one entry for a folder, of the file for a list. */
  schema: object;
  /** The field that identifies an entry: unique, and how messages name the entry (a folder's file name). */
  key: string;
  /** A slug-list field whose values redirect to the entry: unique across all keys and all such values. */
  aliases?: string;
  /** Lists inside an entry whose items are identified by a field, unique within the list. */
  keyedLists?: Readonly<Record<string, string>>;
  /** Rules across fields or files; each skips a value the schema already rejected. */
  checks?: readonly EntryCheck[];
  /** The file may be left out (no entries). */
  optional?: boolean;
  /** Edited by developers only, never in the browser (/admin/, docs/editing.md). */
  developersOnly?: boolean;
}

/**
 * A collection of entries, stored either as a folder (data/<name>/<key>.json, one entry per file, edited one
 * at a time: docs/editing.md) or as a list (data/<name>.json, `{ "$schema": …, "entries": [ … ] }`, for the
 * short lists edited as one).
 */
export type Collection = CollectionRules &
  ({ layout: "folder"; folder: string } | { layout: "list"; file: string });

const folder = (rules: CollectionRules): Collection => ({
  ...rules,
  layout: "folder",
  folder: `data/${rules.name}`,
});
const list = (rules: CollectionRules): Collection => ({
  ...rules,
  layout: "list",
  file: `data/${rules.name}.json`,
});

/** Every collection, in the order their problems are listed. */
export const COLLECTIONS: readonly Collection[] = [
  folder({
    name: "products",
    schema: productsSchema,
    key: "slug",
    aliases: "legacySlugs",
    keyedLists: { keyFigures: "id", specifications: "property" },
    checks: PRODUCT_CHECKS,
  }),
  folder({
    name: "materials",
    schema: materialsSchema,
    key: "id",
    keyedLists: { composition: "element", machines: "product" },
    checks: MATERIAL_CHECKS,
  }),
  folder({ name: "partners", schema: partnersSchema, key: "id", checks: [logoMatchesType] }),
  folder({ name: "team", schema: teamSchema, key: "id" }),
  folder({ name: "jobs", schema: jobsSchema, key: "id", checks: [locationExists, postedBeforeClosing] }),
  list({ name: "home-gallery", schema: homeGallerySchema, key: "id" }),
  list({ name: "print-gallery", schema: printGallerySchema, key: "id" }),
  list({ name: "locations", schema: locationsSchema, key: "id" }),
  list({ name: "redirects", schema: redirectsSchema, key: "from", developersOnly: true }),
  // A site without an old news archive has no legacy news (gatsby/hosting/load.ts reads it the same way).
  list({ name: "legacy-news", schema: legacyNewsSchema, key: "from", optional: true, developersOnly: true }),
];

/** Where a collection is stored, from the repository root: its folder or its file. */
export const collectionPath = (collection: Collection): string =>
  collection.layout === "folder" ? collection.folder : collection.file;

export function collectionNamed(name: string): Collection {
  const collection = COLLECTIONS.find((candidate) => candidate.name === name);
  if (!collection) {
    const known = COLLECTIONS.map((candidate) => candidate.name).join(", ");
    throw new Error(`No collection ${name}; known collections: ${known}`);
  }
  return collection;
}

export const SETTINGS: readonly SettingsFile[] = [
  { name: "site", file: "data/site.json", schema: siteSchema },
];
