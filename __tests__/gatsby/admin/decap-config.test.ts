/** @jest-environment node */
/**
 * Decap's configuration as the build writes it: made from the collections' schemas and the page texts'
 * English files, and pointing at the content API. Which paths the API then accepts is content-paths.test.ts's.
 */
import de from "../../../data/locales/de/editor.json";
import en from "../../../data/locales/en/editor.json";
import jobsSchema from "../../../data/schemas/jobs.schema.json";
import {
  GLOBAL_MEDIA_FOLDER,
  contentLayout,
  mediaOf,
  pageTextsFile,
} from "../../../gatsby/admin/content-layout";
import { decapConfig, type DecapField, type EditorWords } from "../../../gatsby/admin/decap-config";
import { objectFields } from "../../../gatsby/admin/schema-fields";
import { textFields } from "../../../gatsby/admin/text-fields";
import { COLLECTIONS, SETTINGS } from "../../../gatsby/collections/collections";
import { resolve, type Schema } from "../../../gatsby/collections/schema-walk";

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
const references = { locations: [{ label: "Headquarters (headquarters)", value: "headquarters" }] };
const configIn = (language: "en" | "de") =>
  decapConfig({ language, words: words(language), texts, references });
const config = configIn("en");
const german = configIn("de");
const collections = config.collections as ConfigCollection[];
const collection = (name: string) => collections.find((candidate) => candidate.name === name)!;
const field = (fields: DecapField[] | undefined, name: string) =>
  fields?.find((candidate) => candidate.name === name);
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

describe("objectFields", () => {
  const context = (media: string) => ({ language: "en" as const, media: mediaOf(media), references });
  const jobs = (schema: object = jobsSchema) =>
    objectFields(resolve(schema as Schema, schema as Schema), context("jobs"));

  it("makes a field of a property the schema gains, without any other change", () => {
    const schema = {
      ...jobsSchema,
      properties: {
        ...jobsSchema.properties,
        salary: { type: "integer", minimum: 0, description: "Per year." },
      },
    };
    expect(field(jobs(schema), "salary")).toEqual({
      name: "salary",
      label: "Salary",
      widget: "number",
      value_type: "int",
      min: 0,
      default: 0,
      required: false,
      hint: "Per year.",
    });
  });

  it("requires what the schema requires, and not a field that may be null", () => {
    const partners = COLLECTIONS.find((candidate) => candidate.name === "partners")!;
    const team = COLLECTIONS.find((candidate) => candidate.name === "team")!;
    const fields = (schema: object, media: string) =>
      objectFields(resolve(schema as Schema, schema as Schema), context(media));
    expect(field(fields(partners.schema, "partners"), "name")!.required).toBe(true);
    expect(field(fields(partners.schema, "partners"), "url")!.required).toBe(false);
    expect(field(fields(team.schema, "team"), "image")!.required).toBe(false);
  });

  it("keeps the file's $schema in a hidden field that is never required", () => {
    expect(field(jobs(), "$schema")).toMatchObject({
      widget: "hidden",
      default: "../schemas/jobs.schema.json",
      required: false,
    });
  });

  it("edits a localized text as its English and German texts, both required", () => {
    expect(field(jobs(), "title")).toMatchObject({
      widget: "object",
      required: true,
      fields: [
        { name: "en", label: "Title (English)", widget: "string", required: true },
        { name: "de", label: "Title (German)", widget: "string", required: true },
      ],
    });
  });

  it("edits a localized text the schema marks as Markdown with Markdown editors", () => {
    const schema = {
      ...jobsSchema,
      properties: {
        ...jobsSchema.properties,
        summary: { ...jobsSchema.properties.summary, contentMediaType: "text/markdown" },
      },
    };
    expect(field(jobs(schema), "summary")!.fields!.map((language) => language.widget)).toEqual([
      "markdown",
      "markdown",
    ]);
  });

  it("uploads images and PDFs into the collection's media folders", () => {
    const { image, pdf } = mediaOf("jobs");
    expect(field(jobs(), "image")).toMatchObject({
      widget: "image",
      media_folder: `/${image}`,
      public_folder: image.replace(/^data\//, ""),
    });
    expect(field(jobs(), "pdf")).toMatchObject({
      widget: "file",
      media_folder: `/${pdf}`,
      public_folder: `/${pdf!.replace(/^static\//, "")}`,
    });
  });

  it("offers a schema's enumeration as a choice and a date as a day without time", () => {
    expect(field(jobs(), "employmentType")!.options!.map((option) => option.value)).toEqual([
      "FULL_TIME",
      "PART_TIME",
      "INTERN",
    ]);
    expect(field(jobs(), "closes_at")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
  });

  it("checks a shared pattern and says the rule in words", () => {
    expect(field(jobs(), "id")!.pattern).toEqual([
      "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      expect.stringMatching(/^Must be lower-case/),
    ]);
    expect(
      objectFields(resolve(jobsSchema as Schema, jobsSchema as Schema), {
        ...context("jobs"),
        language: "de",
      }).find((candidate) => candidate.name === "id")!.pattern,
    ).toEqual(["^[a-z0-9]+(?:-[a-z0-9]+)*$", expect.stringMatching(/^Nur Kleinbuchstaben/)]);
  });
});

describe("textFields", () => {
  it("gives a long or multi-line text a text area and a short one a text field, each translatable", () => {
    expect(textFields({ short: "Hello", long: "x".repeat(81), lines: "a\nb" })).toEqual([
      { name: "short", label: "Short", widget: "string", i18n: true, required: true },
      { name: "long", label: "Long", widget: "text", i18n: true, required: true },
      { name: "lines", label: "Lines", widget: "text", i18n: true, required: true },
    ]);
  });

  it("edits a list of objects with every field any item has, required only where all have it", () => {
    const [list] = textFields({ steps: [{ title: "One", note: "n" }, { title: "Two" }] });
    expect(list).toMatchObject({ widget: "list", summary: "{{fields.title}}" });
    expect(list.fields!.map(({ name, required }) => [name, required])).toEqual([
      ["title", true],
      ["note", false],
    ]);
  });
});
