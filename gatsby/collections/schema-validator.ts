/**
 * The JSON Schemas of data/schemas/ compiled with Ajv: every error of a file at once, with the data and the
 * schema at fault (verbose), so that ajv-problems.ts can word each error for the person editing the file.
 */
import Ajv2020, { type ErrorObject, type Options, type ValidateFunction } from "ajv/dist/2020";
import commonSchema from "../../data/schemas/common.schema.json";
import { date } from "./schema-formats";

/** Where the collection schemas find the shared field types (their "$ref": "./common.schema.json#/…"). */
const COMMON_SCHEMA_ID = "common.schema.json";

/** An Ajv for the collection schemas; `options` adds to the site's (standalone code: entry-validators.ts). */
export function schemaCompiler(options: Options = {}): Ajv2020 {
  // strictTypes off: the pattern-only building blocks ("dataPath") get their type from where they are used.
  const compiler = new Ajv2020({ allErrors: true, verbose: true, strictTypes: false, ...options });
  compiler.addFormat("date", date);
  // The editor's annotations (gatsby/admin/schema-fields.ts): labels, German words, references.
  compiler.addVocabulary(["x-label", "x-de", "x-references", "x-options"]);
  compiler.addSchema(commonSchema, COMMON_SCHEMA_ID);
  return compiler;
}

/** The $id a collection's schema is compiled under: its relative references resolve from there. */
export const schemaId = (name: string) => `${name}.schema.json`;

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/** Every schema error of a parsed data file; its name gives the schema's relative base. */
export function schemaErrors(
  { name, schema }: { name: string; schema: object },
  content: unknown,
): ErrorObject[] {
  let validate = validators.get(name);
  if (!validate) {
    ajv ??= schemaCompiler();
    validate = ajv.compile({ ...schema, $id: schemaId(name) });
    validators.set(name, validate);
  }
  return validate(content) ? [] : [...(validate.errors ?? [])];
}
