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

/** A file of data/ and its schema; everything else named after the file is derived from `name`. */
interface DataFile {
  /** "home-gallery": the file data/home-gallery.json, its schema home-gallery.schema.json, HomeGalleryJson. */
  name: string;
  /** The file, from the repository root: data/<name>.json. */
  file: string;
  /** Its JSON Schema (data/schemas/<name>.schema.json). */
  schema: object;
}

/** The file of data/ a name stands for. */
function inData<T extends { name: string }>(entry: T): T & { file: string } {
  return { ...entry, file: `data/${entry.name}.json` };
}

export interface Collection extends DataFile {
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
export const COLLECTIONS: readonly Collection[] = (
  [
    {
      name: "products",
      schema: productsSchema,
      key: "slug",
      aliases: "legacySlugs",
      keyedLists: { keyFigures: "id" },
    },
    { name: "materials", schema: materialsSchema, key: "id" },
    { name: "partners", schema: partnersSchema, key: "id", checks: [logoMatchesType] },
    { name: "team", schema: teamSchema, key: "id" },
    {
      name: "jobs",
      schema: jobsSchema,
      key: "id",
      checks: [locationExists, postedBeforeClosing],
    },
    { name: "home-gallery", schema: homeGallerySchema, key: "id" },
    { name: "print-gallery", schema: printGallerySchema, key: "id" },
    { name: "locations", schema: locationsSchema, key: "id" },
    { name: "redirects", schema: redirectsSchema, key: "from" },
    // A site without an old news archive has no legacy news (gatsby/hosting/load.ts reads it the same way).
    { name: "legacy-news", schema: legacyNewsSchema, key: "from", optional: true },
  ] satisfies Omit<Collection, "file">[]
).map(inData);

/** A file of settings: one object, not a list of entries (one GraphQL node). */
export type Settings = DataFile;

export const SETTINGS: readonly Settings[] = [inData({ name: "site", schema: siteSchema })];

export function collectionOf(file: string): Collection {
  const collection = COLLECTIONS.find((candidate) => candidate.file === file);
  if (!collection) {
    const known = COLLECTIONS.map((candidate) => candidate.file).join(", ");
    throw new Error(`No schema for ${file}; known collections: ${known}`);
  }
  return collection;
}
