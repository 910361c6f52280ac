import { readCollectionFile } from "../collections/entries";
import { LEGACY_NEWS_FILE, PRODUCTS_FILE, TABLE_FILE, buildRedirectTable, type RedirectTable } from "./table";

/** The redirect table from the files in data/ (the legacy news list is optional). */
export function loadRedirectTable(repoDir: string): RedirectTable {
  const problems: string[] = [];
  const read = (file: string, optional: boolean): unknown => {
    try {
      return readCollectionFile(repoDir, file, { optional });
    } catch (error) {
      problems.push(`${file}: cannot be read as JSON (${(error as Error).message})`);
      return [];
    }
  };
  const table = buildRedirectTable({
    table: read(TABLE_FILE, false),
    products: read(PRODUCTS_FILE, false),
    legacyNews: read(LEGACY_NEWS_FILE, true),
  });
  return { ...table, problems: [...problems, ...table.problems] };
}
