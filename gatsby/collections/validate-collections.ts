/** Reads every collection file of a repository and checks it (validate-collection.ts). */
import fs from "node:fs";
import path from "node:path";
import { COLLECTIONS, SETTINGS } from "./collections";
import { collectionEntries, parseJsonText } from "./entries";
import { validateCollection, validateSettings, type ValidationContext } from "./validate-collection";

/** A file's parsed content, or the one problem that keeps it from being checked. */
type Parsed = { content: unknown } | { problem: string } | { missing: true };

function parseFile(repoRoot: string, file: string): Parsed {
  let text: string;
  try {
    text = fs.readFileSync(path.join(repoRoot, file), "utf8");
  } catch {
    return fs.existsSync(path.join(repoRoot, file))
      ? { problem: `${file}: the file is missing` }
      : { missing: true };
  }
  try {
    return { content: parseJsonText(text) };
  } catch (error) {
    return { problem: `${file}: not valid JSON: ${(error as Error).message}` };
  }
}

/** Files on disk, under the repository root; the locations are those of data/locations.json, parsed once. */
function fileSystemContext(repoRoot: string, locations: Parsed | undefined): ValidationContext {
  return {
    fileExists(relativePath) {
      try {
        return fs.statSync(path.join(repoRoot, relativePath)).isFile();
      } catch {
        return false;
      }
    },
    readHead(relativePath) {
      const descriptor = fs.openSync(path.join(repoRoot, relativePath), "r");
      try {
        const buffer = Buffer.alloc(8);
        const length = fs.readSync(descriptor, buffer, 0, buffer.length, 0);
        return buffer.subarray(0, length).toString("latin1");
      } finally {
        fs.closeSync(descriptor);
      }
    },
    locationIds: locationIds(locations),
  };
}

/** The ids of data/locations.json; none when it cannot be read (its own check says why). */
function locationIds(locations: Parsed | undefined): string[] {
  if (!locations || !("content" in locations)) return [];
  const entries = collectionEntries(locations.content);
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((location: { id?: unknown }) =>
    typeof location?.id === "string" ? [location.id] : [],
  );
}

/** The problems of one parsed file: that it cannot be read, or what `check` finds in its content. */
function checkFile(
  file: string,
  parsed: Parsed,
  check: (content: unknown) => string[],
  optional = false,
): string[] {
  if ("missing" in parsed) return optional ? [] : [`${file}: the file is missing`];
  if ("problem" in parsed) return [parsed.problem];
  return check(parsed.content);
}

/** Every problem of every collection file, and of the settings, under a repository root. */
export function validateCollections(repoRoot: string): string[] {
  const parsed = new Map(
    [...COLLECTIONS, ...SETTINGS].map(({ file }) => [file, parseFile(repoRoot, file)] as const),
  );
  const context = fileSystemContext(repoRoot, parsed.get("data/locations.json"));
  return [
    ...COLLECTIONS.flatMap((collection) =>
      checkFile(
        collection.file,
        parsed.get(collection.file)!,
        (content) => validateCollection(collection, content, context),
        collection.optional,
      ),
    ),
    ...SETTINGS.flatMap((settings) =>
      checkFile(settings.file, parsed.get(settings.file)!, (content) => validateSettings(settings, content)),
    ),
  ];
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
