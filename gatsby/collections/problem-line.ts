/**
 * How every problem of data/ is worded: file, then the entry (when there is one), then the field (when
 * there is one), then what is wrong: `data/home-gallery.json: entry "lattice" (index 1): field "image": …`,
 * `data/jobs/intern.json: field "pdf": …`. A problem with a code is said from the `problems` words of
 * data/locales/<language>/editor.json, in English here and in the editor's language at /admin/
 * (src/admin/problem-text.mjs); one without says its English message.
 */
import english from "../../data/locales/en/editor.json";
import { entryWords, problemText, type ProblemLine } from "../../src/admin/problem-text.mjs";
import type { FieldProblem } from "./entry-consistency";
import { shownValue } from "./describe-value";

export type { ProblemLine };

/** The codes of the problems' words: the keys of `problems` in editor.json. */
export type ProblemCode = keyof typeof english.problems;

/** A problem's code and the values its words name. */
export interface ProblemWords {
  code: ProblemCode;
  values: Record<string, string>;
}

/** The English words of a coded problem. */
export function englishProblem({ code, values }: ProblemWords): string {
  return problemText({ file: null, entry: null, field: null, code, values, message: code }, english.problems);
}

/** A field's problem said in English, with its code and values kept for other languages. */
export function coded(field: string, words: ProblemWords): FieldProblem {
  return { field, message: englishProblem(words), ...words };
}

/** An entry as a problem names it: by its key where it has one, else by its position. */
export function entryOf(key: unknown, index: number): NonNullable<ProblemLine["entry"]> {
  return { key: typeof key === "string" && key.trim() !== "" ? shownValue(key) : null, index };
}

/** A problem of a file, of one entry in it (`entry`), and of a field (the problem's, when it names one). */
export function problemLine(file: string, entry: ProblemLine["entry"], problem: FieldProblem): ProblemLine {
  return {
    file,
    entry,
    field: problem.field || null,
    code: problem.code ?? null,
    values: problem.values ?? {},
    message: problem.message,
  };
}

/** A problem of a whole file, in its English words. */
export const fileProblem = (file: string, message: string): ProblemLine =>
  problemLine(file, null, { field: "", message });

/** An entry as the build names it: `entry "lattice" (index 1)`, `entry at index 2`. */
export const entryText = (entry: NonNullable<ProblemLine["entry"]>): string =>
  entryWords(entry, english.problems) ?? "";

/** A problem's line as the build says it. */
export const lineText = (line: ProblemLine): string => problemText(line, english.problems);
