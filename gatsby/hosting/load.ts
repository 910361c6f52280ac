import { readCollection } from "../collections/entries";
import { buildRedirectTable, type RedirectTable } from "./table";

/** The redirect table from the collections in data/ (the legacy news list is optional). */
export function loadRedirectTable(repoDir: string): RedirectTable {
  const problems: string[] = [];
  const read = (name: string): unknown => {
    try {
      return readCollection(repoDir, name);
    } catch (error) {
      problems.push(`data/${name}: cannot be read as JSON (${(error as Error).message})`);
      return [];
    }
  };
  const table = buildRedirectTable({
    table: read("redirects"),
    products: read("products"),
    legacyNews: read("legacy-news"),
  });
  return { ...table, problems: [...problems, ...table.problems] };
}
