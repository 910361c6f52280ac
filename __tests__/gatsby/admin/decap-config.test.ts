/** @jest-environment node */
/**
 * Decap's configuration as the build writes it: made from the collections' schemas and the page texts'
 * English files, and pointing at the content API. Which paths the API then accepts is content-paths.test.ts's.
 */
import de from "../../../data/locales/de/editor.json";
import en from "../../../data/locales/en/editor.json";
import { GLOBAL_MEDIA_FOLDER, contentLayout, pageTextsFile } from "../../../gatsby/admin/content-layout";
import { decapConfig, type DecapField, type EditorWords } from "../../../gatsby/admin/decap-config";
import { textFields } from "../../../gatsby/admin/text-fields";
import { COLLECTIONS, SETTINGS } from "../../../gatsby/collections/collections";
import { resolve, type Schema } from "../../../gatsby/collections/schema-walk";
import { field, references } from "../../support/decap-fixtures";

/** What these tests read of a collection of the configuration (its members differ by kind). */
interface ConfigCollection {
  name: string;
  folder?: string;
  files?: { name: string; file: string; fields: DecapField[]; i18n?: boolean; label: string }[];
  fields?: DecapField[];
  sortable_fields?: unknown[];
  identifier_field?: string;
  slug?: string;
  i18n?: unknown;
}

const texts = {
  jobs: {
    en: { meta: { title: "Jobs" }, intro: "Work with us." },
    de: { meta: { title: "Stellen" }, intro: "Arbeiten Sie mit uns." },
  },
  common: { en: { menu: { home: "Home" } }, de: { menu: { home: "Start" } } },
};
const words = (language: "en" | "de") => ({ en, de })[language] as EditorWords;
const configIn = (language: "en" | "de") =>
  decapConfig({ language, words: words(language), texts, references });
const config = configIn("en");
const german = configIn("de");
const collections = config.collections as ConfigCollection[];
const collection = (name: string) => collections.find((candidate) => candidate.name === name)!;
const layout = contentLayout(Object.keys(texts));
const editable = COLLECTIONS.filter((candidate) => !candidate.developersOnly);
const propertiesOf = (schema: object) => Object.keys((schema as { properties: object }).properties);

describe("decapConfig", () => {
  it("reads and writes through the proxy backend at /api/content, publishing at once", () => {
    expect(config.backend).toEqual({ name: "proxy", proxy_url: "/api/content", branch: "main" });
    expect(config.publish_mode).toBe("simple");
    expect(config.load_config_file).toBe(false);
    expect(config.media_folder).toBe(GLOBAL_MEDIA_FOLDER);
  });

  it("has each editable folder collection, stored where the content API allows it", () => {
    const folders = collections.filter((candidate) => candidate.folder !== undefined);
    expect(folders.map(({ name, folder }) => ({ name, folder }))).toEqual(
      layout.folders.map(({ name, folder }) => ({ name, folder })),
    );
    for (const { name, key } of layout.folders) {
      expect(collection(name)).toMatchObject({ identifier_field: key, slug: `{{fields.${key}}}` });
    }
  });

  it("has each editable list and the settings as files, stored where the content API allows it", () => {
    const files = [...collection("lists").files!, ...collection("settings").files!];
    expect(files.map(({ name, file }) => ({ name, file }))).toEqual(layout.files);
  });

  it("leaves out the collections only developers edit", () => {
    const names = collections.flatMap((candidate) => [
      candidate.name,
      ...(candidate.files ?? []).map((file) => file.name),
    ]);
    for (const hidden of COLLECTIONS.filter((candidate) => candidate.developersOnly)) {
      expect(names).not.toContain(hidden.name);
    }
  });

  it("makes a field of every property of each folder collection's schema, in the schema's order", () => {
    for (const { name, schema } of editable.filter((candidate) => candidate.layout === "folder")) {
      expect(collection(name).fields!.map((candidate) => candidate.name)).toEqual(propertiesOf(schema));
    }
  });

  it("makes a field of every property of each list's items and of the settings", () => {
    for (const { name, schema } of editable.filter((candidate) => candidate.layout === "list")) {
      const file = collection("lists").files!.find((candidate) => candidate.name === name)!;
      const items = resolve(
        (schema as Schema & { properties: { entries: { items: Schema } } }).properties.entries.items,
        schema as Schema,
      );
      expect(field(file.fields, "entries")!.fields!.map((candidate) => candidate.name)).toEqual(
        propertiesOf(items.schema),
      );
    }
    const site = collection("settings").files!.find((candidate) => candidate.name === SETTINGS[0].name)!;
    expect(site.fields.map((candidate) => candidate.name)).toEqual(propertiesOf(SETTINGS[0].schema));
  });

  it("lists a collection by its order where its schema has one, else by its key", () => {
    expect(collection("products").sortable_fields).toEqual([{ field: "order", default_sort: true }, "slug"]);
    expect(collection("jobs").sortable_fields).toEqual(["id"]);
  });

  it("edits each page's texts as one file of both languages, in the proxy backend's single_file shape", () => {
    const i18n = { structure: "single_file", locales: ["en", "de"], default_locale: "en" };
    expect(config.i18n).toEqual(i18n);
    const pages = collection("texts");
    expect(pages.i18n).toEqual(i18n);
    expect(pages.files).toEqual([
      {
        name: "common",
        label: "Common",
        file: pageTextsFile("common"),
        i18n: true,
        fields: textFields(texts.common.en, en.textKeys),
      },
      {
        name: "jobs",
        label: "Jobs (jobs)",
        file: pageTextsFile("jobs"),
        i18n: true,
        fields: textFields(texts.jobs.en, en.textKeys),
      },
    ]);
  });

  it("speaks the editor's language: Decap's own words, the collections', the fields' and the pages'", () => {
    expect(config.locale).toBe("en");
    expect(german.locale).toBe("de");
    const germanCollections = german.collections as ConfigCollection[];
    const jobs = germanCollections.find((candidate) => candidate.name === "jobs") as ConfigCollection & {
      label: string;
    };
    expect(jobs.label).toBe("Stellen");
    expect(field(jobs.fields, "title")!.label).toBe("Titel");
    expect(field(jobs.fields, "title")!.hint).toBe("Die Stellenbezeichnung.");
    expect(field(jobs.fields, "employmentType")!.options).toContainEqual({
      label: "Vollzeit",
      value: "FULL_TIME",
    });
    const pages = germanCollections.find((candidate) => candidate.name === "texts")!;
    expect(pages.files!.find((file) => file.name === "jobs")!.label).toBe("Stellen (jobs)");
    expect(germanCollections.find((candidate) => candidate.name === "lists")).toMatchObject({
      label: de.collectionLists,
    });
  });

  it("lets a posting's location be one of the locations", () => {
    expect(field(collection("jobs").fields, "location")).toMatchObject({
      widget: "select",
      options: references.locations,
    });
  });
});
