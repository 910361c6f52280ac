/**
 * The entries of a parsed collection file ({ "$schema": …, "entries": [ … ] }), for code that reads the
 * files itself rather than through GraphQL. Anything else is returned as it is, for the caller's own
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
