/**
 * Ajv's errors in the words of the person editing data/: one problem per field, naming the entry and the
 * field ("keyFigures[1].label.en") and saying what the value must be and what it is.
 */
import type { ErrorObject } from "ajv";
import commonSchema from "../../data/schemas/common.schema.json";
import { parseCalendarDate } from "../../src/shared/i18n/calendar-date";
import { describeValue, lengthMessage, shownValue } from "./describe-value";
import { fieldName, isOptional, type Schema } from "./schema-walk";

/** A problem the schema finds: in entry `entry` (null: in the file itself), at `field` ("" for the whole). */
export interface SchemaProblem {
  entry: number | null;
  field: string;
  /** The path of the field below the entry, for checks that skip what the schema already rejected. */
  segments: readonly (string | number)[];
  message: string;
}

/** The shared field type (a $def of common.schema.json) an error's schema is, by identity. */
const COMMON_KINDS = new Map<unknown, string>(
  Object.entries(commonSchema.$defs).map(([name, definition]) => [definition, name]),
);

/** '"en" and "de"': the languages a localized text has, from its schema. */
const LANGUAGE_NAMES = commonSchema.$defs.localizedText.required.map((name) => `"${name}"`).join(" and ");

const PATTERN_MESSAGES: Readonly<Record<string, (value: string) => string>> = {
  nonBlank: () => "must not be empty",
  slug: (value) => `must be a kebab-case slug (a-z, 0-9 and single hyphens), found ${value}`,
  identifier: (value) => `must be an identifier of lower-case letters, digits, - and _, found ${value}`,
  camelCaseIdentifier: (value) => `must be a camelCase identifier, found ${value}`,
  dataPath: (value) => `must be a path relative to data/ without "..", found ${value}`,
  rasterImageName: (value) => `must be an image file (.jpg, .jpeg, .png, .webp, .avif), found ${value}`,
  logoImageName: (value) => `must be an image file (.png, .svg), found ${value}`,
  sitePdfPath: (value) => `must be a site path of a PDF in static/ like "/files/name.pdf", found ${value}`,
  httpUrl: (value) => `must be an http(s) URL, found ${value}`,
  sitePath: (value) => `must be a path of the site, starting with "/", found ${value}`,
  email: (value) => `must be an e-mail address, found ${value}`,
};

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: "a text",
  number: "a number",
  integer: "a number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
};

function typeMessage(error: ErrorObject, kind: string | undefined, optional: boolean): string {
  const { data } = error;
  if (data === null) return optional ? "must not be null (leave the field out instead)" : "must not be null";
  const found = describeValue(data);
  if (kind === "localizedText") return `must be an object with ${LANGUAGE_NAMES} texts, found ${found}`;
  if (kind === "date") return `must be a date "YYYY-MM-DD", found ${found}`;
  if (kind === "slugList") return `must be a list of slugs, found ${found}`;
  const expected = String(error.params.type).split(",");
  if (expected[0] === "integer" && typeof data === "number") return `must be a whole number, found ${data}`;
  const names = expected.map((type) => TYPE_NAMES[type] ?? type).join(" or ");
  return `must be ${names}, found ${found}`;
}

function rangeMessage(schema: Schema, data: unknown): string {
  if (Array.isArray(data)) {
    const { minItems, maxItems } = schema as { minItems?: number; maxItems?: number };
    const range =
      maxItems === undefined
        ? `at least ${minItems}`
        : minItems === undefined
          ? `at most ${maxItems}`
          : `${minItems} to ${maxItems}`;
    return `must have ${range} entries, found ${data.length}`;
  }
  const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
  return `must be within ${minimum ?? "-∞"}…${maximum ?? "∞"}, found ${String(data)}`;
}

/** The parser's reason quotes the value: given for a value of about a date's length only. */
const DATE_SHOWN = 40;

function dateMessage(data: unknown): string {
  const text = String(data);
  try {
    parseCalendarDate(text);
    return `must be a real date "YYYY-MM-DD"`;
  } catch (error) {
    if (text.length > DATE_SHOWN) return `must be a real date "YYYY-MM-DD", found ${describeValue(data)}`;
    return `must be a real date "YYYY-MM-DD": ${(error as Error).message}`;
  }
}

/** The words for one error and the path of the field it is about. */
function translate(error: ErrorObject, root: Schema, path: readonly (string | number)[]) {
  const schema = error.parentSchema as Schema;
  const kind = COMMON_KINDS.get(schema);
  const { params, data } = error;
  switch (error.keyword) {
    case "required":
      return { path: [...path, params.missingProperty as string], message: "is missing" };
    case "additionalProperties": {
      const field = [...path, params.additionalProperty as string];
      if (kind === "localizedText") {
        return { path: field, message: `is not a language of the site (only ${LANGUAGE_NAMES})` };
      }
      const known = Object.keys((schema.properties as object | undefined) ?? {}).join(", ");
      return { path: field, message: `is not a field of this collection (known: ${known})` };
    }
    case "type":
      return { path, message: typeMessage(error, kind, isOptional(root, path)) };
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ");
      return { path, message: `must be one of ${allowed}, found ${describeValue(data)}` };
    }
    case "const":
      return {
        path,
        message: `must be ${JSON.stringify(params.allowedValue)}, found ${describeValue(data)}`,
      };
    case "pattern": {
      const words = kind === undefined ? undefined : PATTERN_MESSAGES[kind];
      const found = shownValue(String(data));
      return { path, message: words ? words(found) : `must match ${String(params.pattern)}, found ${found}` };
    }
    case "maxLength":
      return { path, message: lengthMessage(Number(params.limit), String(data)) };
    case "format":
      return {
        path,
        message: params.format === "date" ? dateMessage(data) : `must be a ${String(params.format)}`,
      };
    case "minimum":
    case "maximum":
    case "minItems":
    case "maxItems":
      return { path, message: rangeMessage(schema, data) };
    case "uniqueItems": {
      const index = Math.max(Number(params.i), Number(params.j));
      return { path: [...path, index], message: `repeats ${shownValue((data as unknown[])[index])}` };
    }
    default:
      return { path, message: error.message ?? `breaks the rule "${error.keyword}"` };
  }
}

/** "/entries/2/keyFigures/0/id" → ["entries", 2, "keyFigures", 0, "id"]. */
function pathOf(error: ErrorObject): (string | number)[] {
  if (error.instancePath === "") return [];
  return error.instancePath
    .slice(1)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The length errors a stricter one of the same value says better: a short text breaks its own 300 and the
 * 20,000 of the text it is built on, and the 300 is its limit.
 */
function looserLimits(errors: readonly ErrorObject[]): Set<ErrorObject> {
  const lengthErrors = errors.filter((error) => error.keyword === "maxLength");
  const strictest = new Map<string, ErrorObject>();
  for (const error of lengthErrors) {
    const known = strictest.get(error.instancePath);
    if (!known || Number(error.params.limit) < Number(known.params.limit)) {
      strictest.set(error.instancePath, error);
    }
  }
  return new Set(lengthErrors.filter((error) => strictest.get(error.instancePath) !== error));
}

/** The problems of a collection file's schema errors: the first per field, in the order Ajv found them. */
export function schemaProblems(errors: readonly ErrorObject[], schema: Schema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  const looser = looserLimits(errors);
  for (const error of errors) {
    if (looser.has(error)) continue;
    const { path, message } = translate(error, schema, pathOf(error));
    const inEntries = path[0] === "entries" && typeof path[1] === "number";
    const entry = inEntries ? (path[1] as number) : null;
    const segments = inEntries ? path.slice(2) : path;
    const problem: SchemaProblem = { entry, field: fieldName(segments), segments, message };
    const id = `${entry} ${problem.field}`;
    if (!seen.has(id)) problems.push(problem);
    seen.add(id);
  }
  return problems;
}
