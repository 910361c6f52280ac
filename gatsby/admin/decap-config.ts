/**
 * The configuration of Decap CMS at /admin/, one per editor language, made from the schemas and the page
 * texts' English files; nothing here names a field (docs/architecture.md §10).
 */
import { COLLECTIONS, SETTINGS, type Collection } from "../collections/collections";
import { resolve, type Schema } from "../collections/schema-walk";
import { LANGUAGES, DEFAULT_LANGUAGE } from "../../src/shared/i18n/languages";
import { GLOBAL_MEDIA_FOLDER, mediaOf, pageTextsFile } from "./content-layout";
import {
  fieldLabel,
  germanWords,
  labelOf,
  objectFields,
  type DecapField,
  type EditorLanguage,
  type FormContext,
} from "./schema-fields";
import { textFields, type KeyWords } from "./text-fields";

/** Where the content API answers Decap's proxy protocol (nginx proxies it to the publisher). */
export const CONTENT_API_PATH = "/api/content";

/** The editor's words the configuration needs (the "editor" texts of data/locales/). */
export interface EditorWords {
  collectionLists: string;
  collectionSettings: string;
  collectionTexts: string;
  collectionTextsHint: string;
  textKeys: KeyWords;
}

export interface DecapConfigInput {
  language: EditorLanguage;
  words: EditorWords;
  /** Each page's texts by language: "jobs" → data/locales/<language>/jobs.json parsed. */
  texts: Readonly<Record<string, Readonly<Record<string, Record<string, unknown>>>>>;
  references: FormContext["references"];
}

type RootSchema = Schema & { title: string; description?: string };

/** A root schema's description, in the editor's language. */
const descriptionOf = (root: RootSchema, language: EditorLanguage) =>
  (language === "de" ? germanWords(root).hint : undefined) ?? root.description;

function folderCollection(collection: Collection & { layout: "folder" }, input: DecapConfigInput) {
  const { language } = input;
  const root = collection.schema as RootSchema;
  const context = { language, media: mediaOf(collection.name), references: input.references };
  const fields = objectFields(resolve(root, root), context);
  const names = new Set(fields.map((field) => field.name));
  const shown = ["name", "title"].find((name) => names.has(name));
  const summary = shown === "title" ? "{{fields.title.en}}" : shown ? `{{fields.${shown}}}` : undefined;
  const plural = language === "de" ? germanWords(root).plural : undefined;
  return {
    name: collection.name,
    label: plural ?? fieldLabel(collection.name),
    label_singular: labelOf(root.title, [root], language),
    description: descriptionOf(root, language),
    folder: collection.folder,
    extension: "json",
    format: "json",
    create: true,
    delete: true,
    identifier_field: collection.key,
    slug: `{{fields.${collection.key}}}`,
    ...(summary ? { summary } : {}),
    // Listed in the order editors set (the `order` field) where the collection has one.
    sortable_fields: names.has("order")
      ? [{ field: "order", default_sort: true }, collection.key]
      : [collection.key],
    fields,
  };
}

/** A file edited as a whole (a short list, the settings), its uploads in `mediaName`'s folders. */
function wholeFile(
  file: { name: string; file: string; schema: object },
  mediaName: string,
  input: DecapConfigInput,
) {
  const { language } = input;
  const root = file.schema as RootSchema;
  const context = { language, media: mediaOf(mediaName), references: input.references };
  return {
    name: file.name,
    label: labelOf(root.title, [root], language),
    file: file.file,
    description: descriptionOf(root, language),
    fields: objectFields(resolve(root, root), context),
  };
}

/** A page's texts are named after the page's own title where it has one ("Jobs – Working at … (jobs)"). */
function pageLabel(namespace: string, texts: Record<string, unknown> | undefined): string {
  const title = (texts?.meta as { title?: unknown } | undefined)?.title;
  return typeof title === "string" ? `${title} (${namespace})` : fieldLabel(namespace);
}

export function decapConfig(input: DecapConfigInput) {
  const { language, words, texts } = input;
  const editable = COLLECTIONS.filter((collection) => !collection.developersOnly);
  const folders = editable.flatMap((collection) =>
    collection.layout === "folder" ? [folderCollection(collection, input)] : [],
  );
  const lists = editable.flatMap((collection) =>
    collection.layout === "list" ? [wholeFile(collection, collection.name, input)] : [],
  );
  const settings = SETTINGS.map((file) => wholeFile(file, "site", input));
  const i18n = { structure: "single_file", locales: [...LANGUAGES], default_locale: DEFAULT_LANGUAGE };
  return {
    load_config_file: false,
    locale: language,
    backend: { name: "proxy", proxy_url: CONTENT_API_PATH, branch: "main" },
    publish_mode: "simple",
    media_folder: GLOBAL_MEDIA_FOLDER,
    public_folder: GLOBAL_MEDIA_FOLDER.replace(/^data\//, ""),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n,
    collections: [
      ...folders,
      { name: "lists", label: words.collectionLists, files: lists },
      { name: "settings", label: words.collectionSettings, files: settings },
      {
        name: "texts",
        label: words.collectionTexts,
        description: words.collectionTextsHint,
        i18n,
        files: Object.entries(texts)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([namespace, byLanguage]) => ({
            name: namespace,
            label: pageLabel(namespace, byLanguage[language] ?? byLanguage[DEFAULT_LANGUAGE]),
            file: pageTextsFile(namespace),
            i18n: true,
            fields: textFields(byLanguage[DEFAULT_LANGUAGE], words.textKeys),
          })),
      },
    ],
  };
}

export type DecapConfig = ReturnType<typeof decapConfig>;
export type { DecapField };
