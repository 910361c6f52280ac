/**
 * Checks every collection and the settings of a repository (validate-file.ts) through a DataReader, so the
 * content API judges a save by the build's own rules before it is written (docs/architecture.md §10).
 */
import { COLLECTIONS, SETTINGS, type Collection } from "./collections";
import { collectionEntries, diskReader, isEntryFileName, parseJsonText, type DataReader } from "./entries";
import { fileProblem, lineText, type ProblemLine } from "./problem-line";
import { schemaErrors } from "./schema-validator";
import {
  collectionProblems,
  folderProblems,
  settingsProblems,
  type EntryFile,
  type ValidationContext,
} from "./validate-file";

/** A file's parsed content, or the one problem that keeps it from being checked. */
type Parsed = { content: unknown } | { problem: ProblemLine } | { missing: true };

function parseFile(reader: DataReader, file: string): Parsed {
  const text = reader.text(file);
  if (text === null) return { missing: true };
  try {
    return { content: parseJsonText(text) };
  } catch (error) {
    return { problem: fileProblem(file, `not valid JSON: ${(error as Error).message}`) };
  }
}

/** The ids of data/locations.json; none when it cannot be read (its own check says why). */
function locationIds(locations: Parsed): string[] {
  if (!("content" in locations)) return [];
  const entries = collectionEntries(locations.content);
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((location: { id?: unknown }) =>
    typeof location?.id === "string" ? [location.id] : [],
  );
}

/** The slugs of data/products/, from its entry files' names (its own check judges what is in them). */
function productSlugs(reader: DataReader): string[] {
  return (reader.names("data/products") ?? [])
    .filter(isEntryFileName)
    .map((name) => name.replace(/\.json$/, ""));
}

/** The problems of one parsed file: that it cannot be read, or what `check` finds in its content. */
function checkFile(
  file: string,
  parsed: Parsed,
  check: (content: unknown) => ProblemLine[],
  optional = false,
): ProblemLine[] {
  if ("missing" in parsed) return optional ? [] : [fileProblem(file, "the file is missing")];
  if ("problem" in parsed) return [parsed.problem];
  return check(parsed.content);
}

function checkCollection(
  reader: DataReader,
  collection: Collection,
  context: ValidationContext,
): ProblemLine[] {
  if (collection.layout === "list") {
    const { file } = collection;
    return checkFile(
      file,
      parseFile(reader, file),
      (content) => collectionProblems(collection, content, context),
      collection.optional,
    );
  }
  const { folder } = collection;
  const names = reader.names(folder);
  if (names === null) return collection.optional ? [] : [fileProblem(`${folder}/`, "the folder is missing")];
  const problems = names
    .filter((name) => !isEntryFileName(name))
    .map((name) =>
      fileProblem(`${folder}/${name}`, `not an entry file (one <${collection.key}>.json per entry)`),
    );
  const files: EntryFile[] = [];
  for (const name of names.filter(isEntryFileName)) {
    const file = `${folder}/${name}`;
    const parsed = parseFile(reader, file);
    if ("content" in parsed) files.push({ file, content: parsed.content });
    else if ("problem" in parsed) problems.push(parsed.problem);
  }
  return [...problems, ...folderProblems(collection, files, context)];
}

/** Every problem of every collection and of the settings, as the reader presents the repository. */
export function dataProblems(reader: DataReader): ProblemLine[] {
  const context: ValidationContext = {
    fileExists: (file) => reader.exists(file),
    readHead: (file) => reader.head(file),
    locationIds: locationIds(parseFile(reader, "data/locations.json")),
    productSlugs: productSlugs(reader),
    schemaErrors,
  };
  return [
    ...COLLECTIONS.flatMap((collection) => checkCollection(reader, collection, context)),
    ...SETTINGS.flatMap((settings) =>
      checkFile(settings.file, parseFile(reader, settings.file), (content) =>
        settingsProblems(settings, content, schemaErrors),
      ),
    ),
  ];
}

/** The same, each in the build's English words. */
export const validateData = (reader: DataReader): string[] => dataProblems(reader).map(lineText);

/** Every problem of every collection file, and of the settings, under a repository root. */
export function validateCollections(repoRoot: string): string[] {
  return validateData(diskReader(repoRoot));
}

export class CollectionError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The content in data/ has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
    this.name = "CollectionError";
  }
}

/** Throws a CollectionError listing every problem of every collection, if there is any. */
export function assertValidCollections(repoRoot: string): void {
  const problems = validateCollections(repoRoot);
  if (problems.length > 0) throw new CollectionError(problems);
}
