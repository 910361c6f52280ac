/**
 * Ajv's errors in the words of the person editing data/: one problem per field, naming the entry and the
 * field ("keyFigures[1].label.en") and saying what the value must be and what it is.
 */
import type { ErrorObject } from "ajv";
import commonSchema from "../../data/schemas/common.schema.json";
import { parseCalendarDate } from "../../src/shared/i18n/calendar-date";
import { describeValue, lengthValues, shownValue } from "./describe-value";
import { coded, type ProblemCode, type ProblemWords } from "./problem-line";
import type { FieldProblem } from "./entry-consistency";
import { fieldName, isOptional, type Schema } from "./schema-walk";

/** A problem the schema finds: in entry `entry` (null: in the file itself), at `field` ("" for the whole). */
export interface SchemaProblem extends FieldProblem {
  entry: number | null;
  /** The path of the field below the entry, for checks that skip what the schema already rejected. */
  segments: readonly (string | number)[];
}

/** The shared field type (a $def of common.schema.json) an error's schema is, by identity. */
const COMMON_KINDS = new Map<unknown, string>(
  Object.entries(commonSchema.$defs).map(([name, definition]) => [definition, name]),
);

/** '"en" and "de"': the languages a localized text has, from its schema. */
const LANGUAGE_NAMES = commonSchema.$defs.localizedText.required.map((name) => `"${name}"`).join(" and ");

/** The code of a shared text kind's pattern, said with the value found. */
const PATTERN_CODES: Readonly<Record<string, ProblemCode>> = {
  nonBlank: "blank",
  slug: "notSlug",
  identifier: "notIdentifier",
  camelCaseIdentifier: "notCamelCase",
  dataPath: "notDataPath",
  rasterImageName: "notRasterImage",
  logoImageName: "notLogoImage",
  sitePdfPath: "notSitePdf",
  httpUrl: "notHttpUrl",
  sitePath: "notSitePath",
  email: "notEmail",
};

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: "a text",
  number: "a number",
  integer: "a number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
};

/** What was found, in English words (`found`) and as the value itself (`shown`), for any language. */
const found = (data: unknown) => ({ found: describeValue(data), shown: shownValue(data) });

function typeWords(error: ErrorObject, kind: string | undefined, optional: boolean): ProblemWords {
  const { data } = error;
  if (data === null) return { code: optional ? "nullLeaveOut" : "notNull", values: {} };
  if (kind === "localizedText")
    return { code: "notLocalizedText", values: { languages: LANGUAGE_NAMES, ...found(data) } };
  if (kind === "date") return { code: "notDate", values: found(data) };
  if (kind === "slugList") return { code: "notSlugList", values: found(data) };
  const expected = String(error.params.type).split(",");
  if (expected[0] === "integer" && typeof data === "number")
    return { code: "notWholeNumber", values: { value: String(data) } };
  const types = expected.map((type) => TYPE_NAMES[type] ?? type).join(" or ");
  return { code: "wrongType", values: { types, jsonTypes: expected.join(", "), ...found(data) } };
}

function rangeWords(schema: Schema, data: unknown): ProblemWords {
  if (Array.isArray(data)) {
    const { minItems, maxItems } = schema as { minItems?: number; maxItems?: number };
    const count = String(data.length);
    if (maxItems === undefined) return { code: "itemsAtLeast", values: { min: String(minItems), count } };
    if (minItems === undefined) return { code: "itemsAtMost", values: { max: String(maxItems), count } };
    return { code: "itemsBetween", values: { min: String(minItems), max: String(maxItems), count } };
  }
  const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
  return {
    code: "outOfRange",
    values: { min: String(minimum ?? "-∞"), max: String(maximum ?? "∞"), value: String(data) },
  };
}

/** The parser's reason quotes the value: given for a value of about a date's length only. */
const DATE_SHOWN = 40;

function dateWords(data: unknown): ProblemWords {
  const text = String(data);
  try {
    parseCalendarDate(text);
    return { code: "notRealDate", values: {} };
  } catch (error) {
    if (text.length > DATE_SHOWN) return { code: "notRealDateFound", values: found(data) };
    return { code: "notRealDateBecause", values: { reason: (error as Error).message } };
  }
}

const words = (code: ProblemCode, values: Record<string, string> = {}): ProblemWords => ({ code, values });

/** The words for one error (or, for a rule no code covers, Ajv's own) and the path of the field it is about. */
function translate(
  error: ErrorObject,
  root: Schema,
  path: readonly (string | number)[],
): { path: readonly (string | number)[]; said: ProblemWords | string } {
  const schema = error.parentSchema as Schema;
  const kind = COMMON_KINDS.get(schema);
  const { params, data } = error;
  switch (error.keyword) {
    case "required":
      return { path: [...path, params.missingProperty as string], said: words("missing") };
    case "additionalProperties": {
      const field = [...path, params.additionalProperty as string];
      if (kind === "localizedText") {
        return { path: field, said: words("notLanguage", { languages: LANGUAGE_NAMES }) };
      }
      const known = Object.keys((schema.properties as object | undefined) ?? {}).join(", ");
      return { path: field, said: words("unknownField", { known }) };
    }
    case "type":
      return { path, said: typeWords(error, kind, isOptional(root, path)) };
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ");
      return { path, said: words("notOneOf", { allowed, ...found(data) }) };
    }
    case "const":
      return {
        path,
        said: words("notConstant", { allowed: JSON.stringify(params.allowedValue), ...found(data) }),
      };
    case "pattern": {
      const code = kind === undefined ? undefined : PATTERN_CODES[kind];
      const shown = shownValue(String(data));
      return { path, said: words(code ?? "notPattern", { pattern: String(params.pattern), shown }) };
    }
    case "maxLength":
      return { path, said: words("tooLong", lengthValues(Number(params.limit), String(data))) };
    case "format":
      return {
        path,
        said:
          params.format === "date" ? dateWords(data) : words("notFormat", { format: String(params.format) }),
      };
    case "minimum":
    case "maximum":
    case "minItems":
    case "maxItems":
      return { path, said: rangeWords(schema, data) };
    case "uniqueItems": {
      const index = Math.max(Number(params.i), Number(params.j));
      return {
        path: [...path, index],
        said: words("repeats", { shown: shownValue((data as unknown[])[index]) }),
      };
    }
    default:
      return { path, said: error.message ?? `breaks the rule "${error.keyword}"` };
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
    const { path, said } = translate(error, schema, pathOf(error));
    const inEntries = path[0] === "entries" && typeof path[1] === "number";
    const entry = inEntries ? (path[1] as number) : null;
    const segments = inEntries ? path.slice(2) : path;
    const field = fieldName(segments);
    const problem: SchemaProblem =
      typeof said === "string"
        ? { entry, field, segments, message: said }
        : { entry, segments, ...coded(field, said) };
    const id = `${entry} ${problem.field}`;
    if (!seen.has(id)) problems.push(problem);
    seen.add(id);
  }
  return problems;
}
