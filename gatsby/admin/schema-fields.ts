/**
 * The fields of Decap CMS's form for a JSON Schema of data/schemas/, in the editor's language: the schema is
 * the one contract, the form follows it (docs/architecture.md §10, docs/editing.md). Pure.
 */
import commonSchema from "../../data/schemas/common.schema.json";
import { LANGUAGE_LOCALES, type Language } from "../../src/shared/i18n/languages";
import { resolve, type Schema, type SchemaNode } from "../collections/schema-walk";
import type { MediaFolders } from "./content-layout";

/** A field of Decap's configuration (what this generator writes of it). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  fields?: DecapField[];
  field?: DecapField;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  min_items?: number;
  max_items?: number;
  media_folder?: string;
  public_folder?: string;
  date_format?: string;
  time_format?: boolean;
  format?: string;
  picker_utc?: boolean;
  i18n?: boolean;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
}

/** The editor's interface speaks the site's languages. */
export type EditorLanguage = Language;

/** What a form is made for: the editor's language, where its uploads go, what its references may name. */
export interface FormContext {
  language: EditorLanguage;
  media: MediaFolders;
  /** The choices of a property with `x-references: "<collection>"`: that collection's entries. */
  references: Readonly<Record<string, readonly { label: string; value: string }[]>>;
}

/** The languages of a localized text, as the form names them in each editor language. */
const LANGUAGE_NAMES: Readonly<Record<EditorLanguage, Readonly<Record<string, string>>>> = {
  en: { en: "English", de: "German" },
  de: { en: "Englisch", de: "Deutsch" },
};

/** What a rule of common.schema.json asks of a text, in the editor's words (a hint beside the field). */
const PATTERN_HINTS: Readonly<Record<EditorLanguage, Readonly<Record<string, string>>>> = {
  en: {
    slug: "Must be lower-case letters, digits and single hyphens, like aconity-midi.",
    identifier: "Must be lower-case letters, digits, - and _, like alsi10mg_performance.",
    camelCaseIdentifier: "Must be a camelCase name, like buildVolume.",
    httpUrl: "Must be an address starting with https:// or http://.",
    email: "Must be an e-mail address.",
    sitePath: "Must be a path of the site, starting with /.",
  },
  de: {
    slug: "Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, etwa aconity-midi.",
    identifier: "Nur Kleinbuchstaben, Ziffern, - und _, etwa alsi10mg_performance.",
    camelCaseIdentifier: "Ein Name in camelCase, etwa buildVolume.",
    httpUrl: "Eine Adresse, die mit https:// oder http:// beginnt.",
    email: "Eine E-Mail-Adresse.",
    sitePath: "Ein Pfad der Website, beginnend mit /.",
  },
};

/** The German words a schema gives a property, a collection or an enumeration. */
interface GermanWords {
  label?: string;
  hint?: string;
  options?: Readonly<Record<string, string>>;
  plural?: string;
}

/**
 * A schema's annotations for the editor: `x-label` (English), `x-options` (English words of an enumeration's
 * values), `x-de` (German), `x-references`.
 */
export const germanWords = (schema: Schema): GermanWords => (schema["x-de"] as GermanWords | undefined) ?? {};

/** The label of a property named `name` (or of a whole schema), in `language`. */
export function labelOf(name: string, schemas: readonly Schema[], language: EditorLanguage): string {
  const english = schemas.map((schema) => schema["x-label"]).find((label) => typeof label === "string");
  const englishLabel = (english as string | undefined) ?? fieldLabel(name);
  if (language === "en") return englishLabel;
  return (
    schemas.map((schema) => germanWords(schema).label).find((label) => label !== undefined) ?? englishLabel
  );
}

/** The hint of a property (the schema as written at it, then the schema it refers to), in `language`. */
function hintOf(schemas: readonly Schema[], language: EditorLanguage): string | undefined {
  const english = schemas.map((schema) => schema.description).find((text) => typeof text === "string");
  if (language === "en") return english as string | undefined;
  return (
    schemas.map((schema) => germanWords(schema).hint).find((text) => text !== undefined) ??
    (english as string)
  );
}

/** "closes_at" → "Closes at", "imageAlt" → "Image alt", "keyFigures" → "Key figures". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function types(node: SchemaNode): string[] {
  const { type } = node.schema;
  return Array.isArray(type) ? (type as string[]) : typeof type === "string" ? [type] : [];
}

/** The first pattern the value must match, and its words: the schema's own, or a shared type's. */
function patternOf(node: SchemaNode, language: EditorLanguage): [string, string] | undefined {
  for (const kind of node.kinds) {
    const rule = PATTERN_HINTS[language][kind];
    const pattern = patternOfKind(node, kind);
    if (rule && pattern) return [pattern, rule];
  }
  const own = node.schema.pattern;
  const words = language === "de" ? "Muss diesem Muster folgen:" : "Must match";
  return typeof own === "string" && own !== "\\S" ? [own, `${words} ${own}`] : undefined;
}

function patternOfKind(node: SchemaNode, kind: string): string | undefined {
  const shared = resolve({ $ref: `./common.schema.json#/$defs/${kind}` }, node.root);
  return typeof shared.schema.pattern === "string" ? shared.schema.pattern : undefined;
}

/**
 * At most `limit` characters, counted as the schema's maxLength counts them (an emoji is one), for Decap to
 * check before a save. Each character decides its branch, so the browser checks a text in linear time.
 */
function lengthRule(limit: number, language: EditorLanguage): [string, string] {
  const character = "(?:[^\\uD800-\\uDBFF]|[\\uD800-\\uDBFF](?:[\\uDC00-\\uDFFF]|(?![\\uDC00-\\uDFFF])))";
  const count = limit.toLocaleString(LANGUAGE_LOCALES[language]);
  const words = language === "de" ? `Höchstens ${count} Zeichen.` : `At most ${count} characters.`;
  return [`^${character}{0,${limit}}$`, words];
}

/** The strictest maxLength among `schemas`, if any has one. */
function limitOf(schemas: readonly (Schema | undefined)[]): number | undefined {
  const limits = schemas
    .map((schema) => schema?.maxLength)
    .filter((limit): limit is number => typeof limit === "number");
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** The limit of one language of a localized text: its kind's own (a short text's) or its text's. */
function languageLimit(kinds: readonly string[], textLanguage: string): number | undefined {
  const common = commonSchema as Schema;
  const definitions = common.$defs as Record<string, Schema>;
  const written = kinds.map(
    (kind) => (definitions[kind]?.properties as Record<string, Schema> | undefined)?.[textLanguage],
  );
  return limitOf([
    ...written,
    ...written.map((schema) => (schema ? resolve(schema, common).schema : undefined)),
  ]);
}

function withRequirement(field: DecapField, required: boolean, hint: string | undefined): DecapField {
  return { ...field, required, ...(hint ? { hint } : {}) };
}

/**
 * The widget for one value; `property` is the schema as written at the property (its own description and
 * words), `node` the schema it resolves to.
 */
function widgetFor(name: string, property: Schema, node: SchemaNode, context: FormContext): DecapField {
  const { language, media } = context;
  const label = labelOf(name, [property, node.schema], language);
  const kinds = node.kinds;
  if (kinds.includes("localizedText")) {
    const markdown = property.contentMediaType === "text/markdown";
    return {
      name,
      label,
      widget: "object",
      // "Title (German)", not "German": each box is named on its own (a screen reader announces it without
      // the group), and Decap's "… is required" names the field and the language.
      fields: Object.entries(LANGUAGE_NAMES[language]).map(([textLanguage, languageName]) => {
        const limit = languageLimit(kinds, textLanguage);
        return {
          name: textLanguage,
          label: `${label} (${languageName})`,
          widget: markdown ? "markdown" : "string",
          required: true,
          ...(limit === undefined ? {} : { pattern: lengthRule(limit, language) }),
        };
      }),
    };
  }
  if (kinds.includes("pdf")) {
    const folder = media.pdf ?? "static/files";
    return {
      name,
      label,
      widget: "file",
      media_folder: `/${folder}`,
      public_folder: `/${folder.replace(/^static\//, "")}`,
      choose_url: false,
    };
  }
  if (kinds.some((kind) => ["image", "imageFile", "logoFile"].includes(kind))) {
    return {
      name,
      label,
      widget: "image",
      media_folder: `/${media.image}`,
      public_folder: media.image.replace(/^data\//, ""),
      choose_url: false,
    };
  }
  if (kinds.includes("date")) {
    return {
      name,
      label,
      widget: "datetime",
      date_format: "YYYY-MM-DD",
      time_format: false,
      format: "YYYY-MM-DD",
      picker_utc: true,
    };
  }
  const references = property["x-references"] ?? node.schema["x-references"];
  if (typeof references === "string") {
    const options = context.references[references];
    if (!options) throw new Error(`${name}: no entries of "${references}" to choose from`);
    return { name, label, widget: "select", options: [...options] };
  }
  if (Array.isArray(node.schema.enum)) {
    const german =
      language === "de" ? (germanWords(property).options ?? germanWords(node.schema).options) : undefined;
    // `x-options`: the English words of values that are not words ("g/cm³", "asBuilt").
    const english = (property["x-options"] ?? node.schema["x-options"]) as
      Readonly<Record<string, string>> | undefined;
    const options = (node.schema.enum as unknown[])
      .map(String)
      .map((value) => ({ label: german?.[value] ?? english?.[value] ?? fieldLabel(value), value }));
    return { name, label, widget: "select", options };
  }
  if ("const" in node.schema) {
    return { name, label, widget: "hidden", default: node.schema.const };
  }
  const [type] = types(node).filter((candidate) => candidate !== "null");
  if (type === "integer" || type === "number") {
    const { minimum, maximum } = node.schema as { minimum?: number; maximum?: number };
    return {
      name,
      label,
      widget: "number",
      value_type: type === "integer" ? "int" : "float",
      ...(minimum === undefined ? {} : { min: minimum, default: minimum }),
      ...(maximum === undefined ? {} : { max: maximum }),
    };
  }
  if (type === "boolean") return { name, label, widget: "boolean", default: false };
  if (type === "array") return listWidget(name, label, node, context);
  if (type === "object") {
    return { name, label, widget: "object", fields: objectFields(node, context) };
  }
  // A shared type's pattern stays: its values are far shorter than its limit, which the content API checks.
  const limit = limitOf([property, node.schema]);
  const pattern =
    patternOf(node, language) ?? (limit === undefined ? undefined : lengthRule(limit, language));
  return { name, label, widget: "string", ...(pattern ? { pattern } : {}) };
}

function listWidget(name: string, label: string, node: SchemaNode, context: FormContext): DecapField {
  const items = resolve((node.schema.items as Schema | undefined) ?? {}, node.root);
  const { minItems, maxItems } = node.schema as { minItems?: number; maxItems?: number };
  const limits = {
    ...(minItems === undefined ? {} : { min_items: minItems }),
    ...(maxItems === undefined ? {} : { max_items: maxItems }),
  };
  if (types(items).includes("object")) {
    const fields = objectFields(items, context);
    const summary = ["id", "name", "title", "from"].find((key) => fields.some((field) => field.name === key));
    return {
      name,
      label,
      widget: "list",
      fields,
      collapsed: true,
      ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
      ...limits,
    };
  }
  const item = widgetFor("item", {}, items, context);
  return { name, label, widget: "list", field: { ...item, required: true }, default: [], ...limits };
}

/** The fields of an object's properties, in the schema's order. */
export function objectFields(node: SchemaNode, context: FormContext): DecapField[] {
  const required = new Set((node.schema.required as string[] | undefined) ?? []);
  const properties = (node.schema.properties as Record<string, Schema> | undefined) ?? {};
  return Object.entries(properties).map(([name, property]) => {
    const child = resolve(property, node.root);
    const nullable = types(child).includes("null");
    const field = widgetFor(name, property, child, context);
    // A hidden field is never shown; it only keeps its value (the file's $schema).
    if (field.widget === "hidden") return { ...field, required: false };
    return withRequirement(
      field,
      required.has(name) && !nullable,
      hintOf([property, child.schema], context.language),
    );
  });
}
