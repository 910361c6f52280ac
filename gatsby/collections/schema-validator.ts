/**
 * The JSON Schemas of data/schemas/ compiled with Ajv: every error of a file at once, with the data and the
 * schema at fault (verbose), so that ajv-problems.ts can word each error for the person editing the file.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import commonSchema from "../../data/schemas/common.schema.json";
import { parseCalendarDate } from "../../src/shared/i18n/calendar-date";

/** Where the collection schemas find the shared field types (their "$ref": "./common.schema.json#/…"). */
const COMMON_SCHEMA_ID = "common.schema.json";

function isCalendarDate(text: string): boolean {
  try {
    parseCalendarDate(text);
    return true;
  } catch {
    return false;
  }
}

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function compiler(): Ajv2020 {
  if (!ajv) {
    // strictTypes off: the pattern-only building blocks ("dataPath") get their type from where they are used.
    ajv = new Ajv2020({ allErrors: true, verbose: true, strictTypes: false });
    ajv.addFormat("date", isCalendarDate);
    // The editor's annotations (gatsby/admin/schema-fields.ts): labels, German words, references.
    ajv.addVocabulary(["x-label", "x-de", "x-references", "x-options"]);
    ajv.addSchema(commonSchema, COMMON_SCHEMA_ID);
  }
  return ajv;
}

/** Every schema error of a parsed data file; its name gives the schema's relative base. */
export function schemaErrors(
  { name, schema }: { name: string; schema: object },
  content: unknown,
): ErrorObject[] {
  let validate = validators.get(name);
  if (!validate) {
    validate = compiler().compile({ ...schema, $id: `${name}.schema.json` });
    validators.set(name, validate);
  }
  return validate(content) ? [] : [...(validate.errors ?? [])];
}
