/**
 * Checks one collection against its JSON Schema (data/schemas/) and the rules beside it, so that a typo in
 * data/ stops the build naming file, entry and field instead of a GraphQL error far away. Pure: the schema's
 * check comes with the context (Ajv compiled at build time, or its standalone code in the editor's preview),
 * so the same rules run in the build, in the content API and in the editor's browser.
 */
import type { ErrorObject } from "ajv";
import { schemaProblems, type SchemaProblem } from "./ajv-problems";
import type { Collection, SettingsFile } from "./collections";
import { isRecord } from "../../src/shared/utils/is-record";
import { describeValue } from "./describe-value";
import type { CheckContext, FieldProblem } from "./entry-consistency";
import { fileProblems, type FileAccess } from "./file-references";
import { coded, entryOf, fileProblem, lineText, problemLine, type ProblemLine } from "./problem-line";
import { resolve, type Schema } from "./schema-walk";
import { aliasCollisions, duplicateKeys, duplicateListKeys, entryLabel } from "./unique-keys";

/** Every schema error of a file's content (schema-validator.ts), by the collection or settings file it is of. */
export type SchemaCheck = (of: { name: string; schema: object }, content: unknown) => ErrorObject[];

export type ValidationContext = FileAccess & CheckContext & { schemaErrors: SchemaCheck };

/** Whether `segments` is at or below a field in `rejected`. */
function isBelowAny(segments: readonly (string | number)[], rejected: readonly SchemaProblem[]): boolean {
  return rejected.some(
    (problem) =>
      problem.segments.length <= segments.length &&
      problem.segments.every((segment, index) => segments[index] === segment),
  );
}

/** The schema of one entry: the list file's item, or a folder file's whole. */
function entrySchemaOf(collection: Collection) {
  const schema = collection.schema as Schema;
  return collection.layout === "folder"
    ? resolve(schema, schema)
    : resolve((schema.properties as Record<string, Schema>).entries.items as Schema, schema);
}

function entryProblems(
  collection: Collection,
  entry: Readonly<Record<string, unknown>>,
  rejected: readonly SchemaProblem[],
  context: ValidationContext,
): FieldProblem[] {
  const entrySchema = entrySchemaOf(collection);
  const found = [
    ...fileProblems(entrySchema, entry, context, (segments) => isBelowAny(segments, rejected)),
    ...(collection.checks ?? []).flatMap((check) => check(entry, context)),
    ...duplicateListKeys(entry, collection.keyedLists ?? {}),
  ];
  // A check may meet a value the schema rejected; the schema's words come first and once.
  const fields = new Set(rejected.map((problem) => problem.field));
  return [...rejected, ...found.filter((problem) => !fields.has(problem.field))];
}

/** Every problem of a settings file's parsed content (data/site.json): its schema says all. */
export function settingsProblems(
  settings: SettingsFile,
  content: unknown,
  schemaErrors: SchemaCheck,
): ProblemLine[] {
  const { file, schema } = settings;
  return schemaProblems(schemaErrors(settings, content), schema as Schema).map((problem) =>
    problemLine(file, null, problem),
  );
}

export const validateSettings = (
  settings: SettingsFile,
  content: unknown,
  schemaErrors: SchemaCheck,
): string[] => settingsProblems(settings, content, schemaErrors).map(lineText);

/** Every problem of a list file's parsed content; an empty list when it keeps the contract. */
export function collectionProblems(
  collection: Collection & { layout: "list" },
  content: unknown,
  context: ValidationContext,
): ProblemLine[] {
  const { file } = collection;
  if (!isRecord(content)) {
    const shape = `{ "$schema": "./schemas/${collection.name}.schema.json", "entries": [ … ] }`;
    return [fileProblem(file, `must be an object ${shape}, found ${describeValue(content)}`)];
  }
  const problems = schemaProblems(context.schemaErrors(collection, content), collection.schema as Schema);
  const messages = problems
    .filter((problem) => problem.entry === null)
    .map((problem) => problemLine(file, null, problem));
  const entries = content.entries;
  if (!Array.isArray(entries)) return messages;

  const duplicates = duplicateKeys(entries, collection.key);
  entries.forEach((entry: unknown, index) => {
    const own = problems.filter((problem) => problem.entry === index);
    const label = entryOf(isRecord(entry) ? entry[collection.key] : undefined, index);
    const found = isRecord(entry) ? entryProblems(collection, entry, own, context) : own;
    const duplicate = duplicates.get(index);
    for (const problem of duplicate ? [...found, duplicate] : found) {
      messages.push(problemLine(file, label, problem));
    }
  });
  if (collection.aliases) {
    for (const { index, problem } of aliasCollisions(
      entries,
      collection.key,
      collection.aliases,
      entryLabel,
    )) {
      const entry = entries[index] as Record<string, unknown>;
      messages.push(problemLine(file, entryOf(entry[collection.key], index), problem));
    }
  }
  return messages;
}

export const validateCollection = (
  collection: Collection & { layout: "list" },
  content: unknown,
  context: ValidationContext,
): string[] => collectionProblems(collection, content, context).map(lineText);

/** A file of a collection folder, parsed. */
export interface EntryFile {
  /** Its path from the repository root: "data/team/anna-example.json". */
  file: string;
  content: unknown;
}

/** The problems of one entry file: its schema, its rules, and a key that must be its file's name. */
function entryFileProblems(
  collection: Collection,
  { file, content }: EntryFile,
  context: ValidationContext,
): ProblemLine[] {
  if (!isRecord(content))
    return [
      fileProblem(file, `must be an object (one ${collection.name} entry), found ${describeValue(content)}`),
    ];
  const rejected = schemaProblems(context.schemaErrors(collection, content), collection.schema as Schema);
  const found = entryProblems(collection, content, rejected, context);
  const key = content[collection.key];
  const named = file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
  if (
    typeof key === "string" &&
    key !== named &&
    !found.some((problem) => problem.field === collection.key)
  ) {
    found.push(
      coded(collection.key, { code: "keyNamesFile", values: { key, named, keyField: collection.key } }),
    );
  }
  return found.map((problem) => problemLine(file, null, problem));
}

/** Every problem of a collection folder's files; an empty list when each keeps the contract. */
export function folderProblems(
  collection: Collection & { layout: "folder" },
  files: readonly EntryFile[],
  context: ValidationContext,
): ProblemLine[] {
  const messages = files.flatMap((entryFile) => entryFileProblems(collection, entryFile, context));
  if (collection.aliases) {
    // Keys are unique by construction (they name the files); aliases must not repeat any of them.
    const entries = files.map(({ content }) => content);
    const label = (_key: unknown, index: number) => files[index].file;
    for (const { index, problem } of aliasCollisions(entries, collection.key, collection.aliases, label)) {
      messages.push(problemLine(files[index].file, null, problem));
    }
  }
  return messages;
}

export const validateFolder = (
  collection: Collection & { layout: "folder" },
  files: readonly EntryFile[],
  context: ValidationContext,
): string[] => folderProblems(collection, files, context).map(lineText);
