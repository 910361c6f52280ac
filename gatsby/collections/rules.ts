/**
 * The contract of the content collections in data/ as tables: for each file its key field and the rule of
 * every field. validate.ts applies them; a new field or collection is a change here, not in the checker.
 */
import locations from "../../data/locations.json";
import { POSITION_ORDER } from "../../src/team/team-groups";

export type FieldRule = (
  | { type: "text"; pattern?: RegExp; patternName?: string }
  | { type: "localizedText" }
  | { type: "slug" }
  | { type: "slugList" }
  | { type: "enum"; values: readonly string[] }
  | { type: "number"; integer?: boolean; min?: number; max?: number }
  | { type: "date" }
  | { type: "image"; extensions?: readonly string[] }
  | { type: "pdf" }
  | { type: "url" }
  | { type: "object"; fields: Fields }
  | { type: "objectList"; fields: Fields; key?: string; minItems?: number; maxItems?: number }
) & {
  /** The field may be left out. */
  optional?: boolean;
  /** The field may be null (it must still be present unless optional). */
  nullable?: boolean;
};

export type Fields = Readonly<Record<string, FieldRule>>;

/** A problem a cross-field check finds in one entry: the field (path) and what is wrong with it. */
export interface FieldProblem {
  field: string;
  message: string;
}

export interface CollectionRules {
  /** The field that identifies an entry; unique within the file and used to name the entry in messages. */
  key: string;
  fields: Fields;
  /** A slug-list field whose values redirect to the entry: unique across all keys and all such values. */
  aliases?: string;
  /** Rules across fields of one entry; they run only when every field on its own is valid. */
  entryChecks?: readonly ((entry: Readonly<Record<string, unknown>>) => FieldProblem[])[];
}

const text = (): FieldRule => ({ type: "text" });
const localizedText = (): FieldRule => ({ type: "localizedText" });
const slug = (): FieldRule => ({ type: "slug" });
const image = (): FieldRule => ({ type: "image" });
const oneOf = (values: readonly string[]): FieldRule => ({ type: "enum", values });
const identifier = (): FieldRule => ({
  type: "text",
  pattern: /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/,
  patternName: "an identifier of lower-case letters, digits, - and _",
});

export const PRODUCT_CATEGORIES = ["metal", "polymer", "peripheral"] as const;
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "INTERN"] as const;
export const LOGO_TYPES = ["raster", "svg"] as const;
export const LOCATION_IDS: readonly string[] = locations.map((location) => location.id);

const LOGO_EXTENSIONS: Readonly<Record<string, string>> = { raster: ".png", svg: ".svg" };

function logoMatchesType(entry: Readonly<Record<string, unknown>>): FieldProblem[] {
  const logo = entry.logo as { type: string; src: string };
  const extension = LOGO_EXTENSIONS[logo.type];
  return logo.src.toLowerCase().endsWith(extension)
    ? []
    : [{ field: "logo.src", message: `a ${logo.type} logo must be a ${extension} file, found ${logo.src}` }];
}

function postedBeforeClosing(entry: Readonly<Record<string, unknown>>): FieldProblem[] {
  const { postedAt, closes_at: closesAt } = entry as { postedAt: string; closes_at: string };
  return postedAt <= closesAt
    ? []
    : [{ field: "closes_at", message: `closes on ${closesAt}, before it was posted on ${postedAt}` }];
}

/** Every collection file, by its path from the repository root. */
export const COLLECTION_RULES: Readonly<Record<string, CollectionRules>> = {
  "data/products.json": {
    key: "slug",
    aliases: "legacySlugs",
    fields: {
      slug: slug(),
      legacySlugs: { type: "slugList" },
      category: oneOf(PRODUCT_CATEGORIES),
      order: { type: "number", integer: true, min: 1 },
      name: text(),
      image: image(),
      imageAlt: localizedText(),
      tagline: localizedText(),
      summary: localizedText(),
      description: localizedText(),
      keyFigures: {
        type: "objectList",
        key: "id",
        minItems: 3,
        maxItems: 5,
        fields: {
          id: { type: "text", pattern: /^[a-z][A-Za-z0-9]*$/, patternName: "a camelCase identifier" },
          label: localizedText(),
          value: localizedText(),
        },
      },
    },
  },
  "data/materials.json": {
    key: "id",
    fields: {
      id: identifier(),
      title: localizedText(),
      family: localizedText(),
      image: image(),
      imageAlt: localizedText(),
      datasheet: { type: "pdf" },
    },
  },
  "data/partners.json": {
    key: "id",
    fields: {
      id: slug(),
      name: text(),
      logo: {
        type: "object",
        fields: { type: oneOf(LOGO_TYPES), src: { type: "image", extensions: [".png", ".svg"] } },
      },
      url: { type: "url", optional: true },
    },
    entryChecks: [logoMatchesType],
  },
  "data/team.json": {
    key: "id",
    fields: {
      id: slug(),
      name: text(),
      position: oneOf(POSITION_ORDER),
      role: localizedText(),
      image: { type: "image", nullable: true },
    },
  },
  "data/jobs.json": {
    key: "id",
    fields: {
      id: slug(),
      title: localizedText(),
      summary: localizedText(),
      location: oneOf(LOCATION_IDS),
      employmentType: oneOf(EMPLOYMENT_TYPES),
      postedAt: { type: "date" },
      closes_at: { type: "date" },
      pdf: { type: "pdf" },
      image: image(),
      imageAlt: localizedText(),
    },
    entryChecks: [postedBeforeClosing],
  },
  "data/home-gallery.json": {
    key: "id",
    fields: { id: identifier(), image: image(), alt: localizedText(), caption: localizedText() },
  },
  "data/print-gallery.json": {
    key: "id",
    fields: { id: identifier(), image: image(), alt: localizedText() },
  },
};
