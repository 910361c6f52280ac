/** Reads every collection file of a repository and checks it (validate-collection.ts). */
import fs from "node:fs";
import path from "node:path";
import { COLLECTIONS, SETTINGS } from "./collections";
import { collectionEntries } from "./entries";
import { validateCollection, validateSettings, type ValidationContext } from "./validate-collection";

/** Files on disk, under the repository root; the locations are read from data/locations.json there. */
function fileSystemContext(repoRoot: string): ValidationContext {
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
    locationIds: locationIds(repoRoot),
  };
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
}

/** The ids of data/locations.json; none when it cannot be read (its own check says why). */
function locationIds(repoRoot: string): string[] {
  try {
    const entries = collectionEntries(readJson(path.join(repoRoot, "data/locations.json")));
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((location: { id?: unknown }) =>
      typeof location?.id === "string" ? [location.id] : [],
    );
  } catch {
    return [];
  }
}

/** The problems of one file: that it cannot be read, or what `check` finds in its content. */
function checkFile(
  repoRoot: string,
  file: string,
  check: (content: unknown) => string[],
  optional = false,
): string[] {
  let text: string;
  try {
    text = fs.readFileSync(path.join(repoRoot, file), "utf8");
  } catch {
    return optional && !fs.existsSync(path.join(repoRoot, file)) ? [] : [`${file}: the file is missing`];
  }
  let content: unknown;
  try {
    content = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return [`${file}: not valid JSON: ${(error as Error).message}`];
  }
  return check(content);
}

/** Every problem of every collection file, and of the settings, under a repository root. */
export function validateCollections(repoRoot: string): string[] {
  const context = fileSystemContext(repoRoot);
  return [
    ...COLLECTIONS.flatMap(({ file, optional }) =>
      checkFile(repoRoot, file, (content) => validateCollection(file, content, context), optional),
    ),
    ...SETTINGS.flatMap(({ file, schema }) =>
      checkFile(repoRoot, file, (content) => validateSettings(file, schema, content)),
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
