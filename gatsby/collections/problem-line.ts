import type { FieldProblem } from "./entry-consistency";

/**
 * How every problem of data/ is worded: file, then the entry (when there is one), then the field (when
 * there is one), then what is wrong: `data/home-gallery.json: entry "lattice" (index 1): field "image": …`,
 * `data/jobs/intern.json: field "pdf": …`.
 */
export function problemLine(file: string, entry: string | undefined, problem: FieldProblem): string {
  const field = problem.field ? `field "${problem.field}"` : undefined;
  return [file, entry, field, problem.message].filter((part) => part !== undefined).join(": ");
}
