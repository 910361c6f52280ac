import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeEntryValidators } from "./admin/entry-validators";
import { assertValidCollections, CollectionError } from "./collections/validate-collections";

/**
 * Malformed content stops the build before anything is built, naming file, entry and field; the same
 * checks are then written as code for the editor's preview (gatsby/admin/entry-validators.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const repoDir = path.resolve(__dirname, "..");
  try {
    assertValidCollections(repoDir);
  } catch (error) {
    if (!(error instanceof CollectionError)) throw error;
    reporter.panic(error.message);
  }
  await writeEntryValidators(repoDir);
};
