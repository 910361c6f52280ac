/**
 * Reading the collections of data/ for code that reads them itself rather than through GraphQL; every reader
 * parses through parseJsonText, so they agree on what a file holds.
 */
import { existsSync, openSync, readFileSync, readSync, closeSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { collectionNamed, type Collection } from "./collections";

/** A JSON file's text parsed; a byte-order mark, which some editors write, is not part of the JSON. */
export function parseJsonText(text: string): unknown {
  return JSON.parse(text.replace(/^\uFEFF/, ""));
}

/**
 * The files of the repository as the checks see them (for the content API: the disk with an editor's save
 * laid over it), by paths from its root ("data/team/x.json").
 */
export interface DataReader {
  /** A file's text, or null when there is none. */
  text(file: string): string | null;
  /** The names of the entries of a folder ("x.json", …), or null when there is no folder. */
  names(folder: string): string[] | null;
  /** Whether a file (not a folder) exists. */
  exists(file: string): boolean;
  /** The first bytes of a file as Latin-1 text. */
  head(file: string): string;
}

/** The files on disk under `repoRoot`. */
export function diskReader(repoRoot: string): DataReader {
  const full = (file: string) => path.join(repoRoot, file);
  return {
    text(file) {
      try {
        return readFileSync(full(file), "utf8");
      } catch {
        return null;
      }
    },
    names(folder) {
      try {
        return readdirSync(full(folder)).sort();
      } catch {
        return null;
      }
    },
    exists(file) {
      try {
        return statSync(full(file)).isFile();
      } catch {
        return false;
      }
    },
    head(file) {
      const descriptor = openSync(full(file), "r");
      try {
        const buffer = Buffer.alloc(8);
        const length = readSync(descriptor, buffer, 0, buffer.length, 0);
        return buffer.subarray(0, length).toString("latin1");
      } finally {
        closeSync(descriptor);
      }
    },
  };
}

/**
 * The entries of a parsed list file. Anything else is returned as it is, for the caller's own "must be a
 * list" message; the build's check (validate-file.ts) has reported it already.
 */
export function collectionEntries(content: unknown): unknown {
  if (
    typeof content === "object" &&
    content !== null &&
    Array.isArray((content as { entries?: unknown }).entries)
  ) {
    return (content as { entries: unknown[] }).entries;
  }
  return content;
}

/** An entry file's content as an entry: its `$schema` is for editors of the file. */
function withoutSchema(content: unknown): unknown {
  if (typeof content !== "object" || content === null || Array.isArray(content)) return content;
  const { $schema: _schema, ...entry } = content as Record<string, unknown>;
  return entry;
}

/** The JSON files of a collection folder, by name; anything else in it is for the check to name. */
export const isEntryFileName = (name: string) => /^[^.][^/]*\.json$/.test(name);

/** A folder's entries in the order editors set (their `order`, where the collection has one), then by key. */
function byOrder(a: { name: string; entry: unknown }, b: { name: string; entry: unknown }): number {
  const order = (item: { entry: unknown }) => {
    const value = (item.entry as { order?: unknown } | null)?.order;
    return typeof value === "number" ? value : Number.POSITIVE_INFINITY;
  };
  return order(a) - order(b) || a.name.localeCompare(b.name);
}

/**
 * The entries of a collection under the repository root, in the order editors set (a list: as listed; a
 * folder: by `order`, then by file name). A missing optional collection has none; throws when a file cannot
 * be read or is not JSON.
 */
export function readCollection(repoRoot: string, name: string): unknown[] {
  const collection: Collection = collectionNamed(name);
  if (collection.layout === "list") {
    const full = path.join(repoRoot, collection.file);
    if (collection.optional && !existsSync(full)) return [];
    const entries = collectionEntries(parseJsonText(readFileSync(full, "utf8")));
    return Array.isArray(entries) ? entries : [];
  }
  const folder = path.join(repoRoot, collection.folder);
  if (collection.optional && !existsSync(folder)) return [];
  return readdirSync(folder)
    .filter(isEntryFileName)
    .map((name) => ({
      name,
      entry: withoutSchema(parseJsonText(readFileSync(path.join(folder, name), "utf8"))),
    }))
    .sort(byOrder)
    .map(({ entry }) => entry);
}
