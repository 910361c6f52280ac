/**
 * What the build would refuse in the entry being edited, found in the editor's browser as they type: the
 * content API's own checks (gatsby/collections/validate-file.ts, the schema's part as Ajv's standalone code)
 * over the entry as the content API normalises it. Files are not looked up here: the content API checks
 * them on saving. Pure.
 */
import type { ErrorObject } from "ajv";
import { normaliseEntry } from "../../gatsby/admin/normalise-entry";
import { COLLECTIONS, SETTINGS } from "../../gatsby/collections/collections";
import type { ProblemLine } from "../../gatsby/collections/problem-line";
import {
  collectionProblems,
  folderProblems,
  settingsProblems,
  type SchemaCheck,
} from "../../gatsby/collections/validate-file";
import { pageTextProblems } from "../../gatsby/locales/page-text-checks";
import { isRecord } from "../shared/utils/is-record";

export type StandaloneValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The schema check of validate-file.ts from Ajv's standalone validators, by collection or file name. */
export const standaloneCheck =
  (validators: Readonly<Record<string, StandaloneValidate>>): SchemaCheck =>
  ({ name }, content) => {
    const validate = validators[name];
    if (!validate || validate(content)) return [];
    return [...(validate.errors ?? [])];
  };

/** What the checks need to know of the rest of the site: the built lists' keys and the pages' routes. */
export interface SiteKeys {
  locationIds: readonly string[];
  productSlugs: readonly string[];
  /** The routes of src/pages ("/", "/jobs"), which a page's links may lead to (gatsby/locales/site-routes.ts). */
  routes: readonly string[];
}

/**
 * The problems the content API would refuse the entry for; `target` is Decap's ("jobs", "lists/locations",
 * "settings/site", "texts/team"), `slug` the file name the entry was opened with (empty when new).
 */
export function entryProblems(
  target: string,
  slug: string,
  entry: Record<string, unknown>,
  site: SiteKeys & { schemaErrors: SchemaCheck },
): ProblemLine[] {
  const [section, file = ""] = target.split("/");
  if (section === "texts") return pageTextProblems(file, entry, site.routes);
  const context = { ...site, fileExists: () => true };
  if (section === "settings") {
    const settings = SETTINGS.find((candidate) => candidate.name === file);
    return settings
      ? settingsProblems(settings, normaliseEntry(entry, settings.schema), site.schemaErrors)
      : [];
  }
  const name = section === "lists" ? file : section;
  const collection = COLLECTIONS.find((candidate) => candidate.name === name);
  if (!collection) return [];
  const content = normaliseEntry(entry, collection.schema);
  if (collection.layout === "list") return collectionProblems(collection, content, context);
  const key = isRecord(content) && typeof content[collection.key] === "string" ? content[collection.key] : "";
  return folderProblems(collection, [{ file: `${collection.folder}/${slug || key}.json`, content }], context);
}
