import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { assertValidCollections, CollectionError } from "./collections/validate-collections";

/** Malformed content stops the build before anything is built, naming file, entry and field. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    assertValidCollections(path.resolve(__dirname, ".."));
  } catch (error) {
    if (!(error instanceof CollectionError)) throw error;
    reporter.panic(error.message);
  }
};
