import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { validateCollections } from "./collections/validate-collections";

/** Malformed content stops the build before anything is built, naming file, entry and field. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateCollections(path.resolve(__dirname, ".."));
  if (problems.length > 0) {
    reporter.panic(`The content in data/ has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  }
};
