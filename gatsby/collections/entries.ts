/**
 * Reading the collection files of data/ ({ "$schema": …, "entries": [ … ] }) for code that reads them itself
 * rather than through GraphQL. Every reader parses through parseJsonText, so the build's check, the node
 * plugin and the other readers agree on what a file holds.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** A JSON file's text parsed; a byte-order mark, which some editors write, is not part of the JSON. */
export function parseJsonText(text: string): unknown {
  return JSON.parse(text.replace(/^\uFEFF/, ""));
}

/**
 * The entries of a parsed collection file. Anything else is returned as it is, for the caller's own
 * "must be a list" message; the build's check (validate-collection.ts) has reported it already.
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

/**
 * The entries of a collection file under the repository root; an optional file that is missing has none.
 * Throws when the file cannot be read or is not JSON.
 */
export function readCollectionFile(
  repoRoot: string,
  file: string,
  { optional = false }: { optional?: boolean } = {},
): unknown {
  const full = path.join(repoRoot, file);
  if (optional && !existsSync(full)) return [];
  return collectionEntries(parseJsonText(readFileSync(full, "utf8")));
}
