/** Files the entries refer to must exist (images under data/, PDFs under static/), and a PDF must be one. */
import { isRecord } from "../../src/shared/utils/is-record";
import type { FieldProblem } from "./entry-consistency";
import { coded, type ProblemWords } from "./problem-line";
import { child, fieldName, isDataFile, type SchemaNode } from "./schema-walk";

export interface FileAccess {
  /** Whether a file exists, by its path from the repository root ("data/images/…", "static/files/…"). */
  fileExists(relativePathFromRepoRoot: string): boolean;
  /** The first bytes of a file as Latin-1 text; without it the content of PDFs is not checked. */
  readHead?(relativePathFromRepoRoot: string): string;
}

// The schema says which values are files: those of the shared types image, imageFile, logoFile and pdf.
function checkFile(kinds: readonly string[], value: string, files: FileAccess): ProblemWords | undefined {
  const missing = (file: string): ProblemWords => ({ code: "noSuchFile", values: { file } });
  if (isDataFile({ kinds })) {
    const file = `data/${value}`;
    return files.fileExists(file) ? undefined : missing(file);
  }
  if (kinds.includes("pdf")) {
    const file = `static${value}`;
    if (!files.fileExists(file)) return missing(file);
    // A renamed image or an HTML error page saved as .pdf would otherwise reach the visitors.
    const head = files.readHead?.(file);
    return head === undefined || head.startsWith("%PDF-") ? undefined : { code: "notPdf", values: { file } };
  }
  return undefined;
}

/**
 * The missing or broken files of one entry. `rejected` tells the fields the schema already rejected:
 * their value is no trustworthy path, so it is not looked up.
 */
export function fileProblems(
  entry: SchemaNode,
  value: unknown,
  files: FileAccess,
  rejected: (segments: readonly (string | number)[]) => boolean,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const visit = (node: SchemaNode, current: unknown, segments: (string | number)[]) => {
    if (rejected(segments)) return;
    if (typeof current === "string") {
      const words = checkFile(node.kinds, current, files);
      if (words) problems.push(coded(fieldName(segments), words));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        const next = child(node, index);
        if (next) visit(next, item, [...segments, index]);
      });
    } else if (isRecord(current)) {
      for (const [name, item] of Object.entries(current)) {
        const next = child(node, name);
        if (next) visit(next, item, [...segments, name]);
      }
    }
  };
  visit(entry, value, []);
  return problems;
}
