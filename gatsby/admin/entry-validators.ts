/**
 * The collections' schema checks as code for the editor's preview: Ajv's standalone code, generated at build
 * time, so the browser runs the build's own checks without compiling code at run time (the preview's policy
 * has no 'unsafe-eval'). The preview imports it as ENTRY_VALIDATORS_MODULE (docs/architecture.md §10).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { _ } from "ajv";
import standaloneCode from "ajv/dist/standalone";
import { COLLECTIONS, SETTINGS } from "../collections/collections";
import { schemaCompiler, schemaId } from "../collections/schema-validator";

/** The name src/editor-preview/ imports the checks by; gatsby/on-create-webpack-config.ts resolves it. */
export const ENTRY_VALIDATORS_MODULE = "site-entry-validators";

export const entryValidatorsFile = (repoDir: string) =>
  path.join(repoDir, ".cache", "editor-checks", "entry-validators.js");

/** A CommonJS module exporting a validate function per collection and settings file, by its name. */
export function entryValidatorsCode(repoDir: string): string {
  // The formats (a calendar day) are the build's own module, required by its path.
  const formats = path.join(repoDir, "gatsby", "collections", "schema-formats.ts");
  const ajv = schemaCompiler({ code: { source: true, formats: _`require(${formats})` } });
  const files = [...COLLECTIONS, ...SETTINGS];
  for (const file of files) ajv.addSchema({ ...file.schema, $id: schemaId(file.name) });
  return standaloneCode(ajv, Object.fromEntries(files.map((file) => [file.name, schemaId(file.name)])));
}

/** Writes the module when it changed (an unchanged file keeps webpack's cache of it). */
export async function writeEntryValidators(repoDir: string): Promise<void> {
  const file = entryValidatorsFile(repoDir);
  const code = entryValidatorsCode(repoDir);
  const before = await readFile(file, "utf8").catch(() => null);
  if (before === code) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, code);
}
