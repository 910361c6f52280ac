/**
 * The content collections in data/: each file, its JSON Schema (data/schemas/) and what a schema cannot say.
 * A new collection is a schema, a file and a line here; the fields themselves live only in the schema.
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

export interface Collection {
  /** The file, from the repository root. */
  file: string;
  /** Its JSON Schema (data/schemas/<name>.schema.json). */
  schema: object;
  /** The field that identifies an entry: unique within the file, and how messages name the entry. */
  key: string;
  /** A slug-list field whose values redirect to the entry: unique across all keys and all such values. */
  aliases?: string;
  /** Lists inside an entry whose items are identified by a field, unique within the list. */
  keyedLists?: Readonly<Record<string, string>>;
  /** Rules across fields or files; each skips a value the schema already rejected. */
  checks?: readonly EntryCheck[];
  /** The file may be left out (no entries). */
  optional?: boolean;
}

/** Every collection, in the order their problems are listed. */
export const COLLECTIONS: readonly Collection[] = [
  {
    file: "data/products.json",
    schema: productsSchema,
    key: "slug",
    aliases: "legacySlugs",
    keyedLists: { keyFigures: "id" },
  },
  { file: "data/materials.json", schema: materialsSchema, key: "id" },
  { file: "data/partners.json", schema: partnersSchema, key: "id", checks: [logoMatchesType] },
  { file: "data/team.json", schema: teamSchema, key: "id" },
  {
    file: "data/jobs.json",
    schema: jobsSchema,
    key: "id",
    checks: [locationExists, postedBeforeClosing],
  },
  { file: "data/home-gallery.json", schema: homeGallerySchema, key: "id" },
  { file: "data/print-gallery.json", schema: printGallerySchema, key: "id" },
  { file: "data/locations.json", schema: locationsSchema, key: "id" },
  { file: "data/redirects.json", schema: redirectsSchema, key: "from" },
  // A site without an old news archive has no legacy news (gatsby/hosting/load.ts reads it the same way).
  { file: "data/legacy-news.json", schema: legacyNewsSchema, key: "from", optional: true },
];

/** A file of settings: one object, not a list of entries (one GraphQL node). */
export interface Settings {
  file: string;
  schema: object;
}

export const SETTINGS: readonly Settings[] = [{ file: "data/site.json", schema: siteSchema }];

export function collectionOf(file: string): Collection {
  const collection = COLLECTIONS.find((candidate) => candidate.file === file);
  if (!collection) {
    const known = COLLECTIONS.map((candidate) => candidate.file).join(", ");
    throw new Error(`No schema for ${file}; known collections: ${known}`);
  }
  return collection;
}
