/**
 * One problem of data/ in words: `data/jobs/a.json: field "title.de": must not be empty`, from its parts
 * (gatsby/collections/problem-line.ts) and the `problems` words of data/locales/<language>/editor.json. The
 * build says it in English; /admin/ in the editor's language, when the content API refuses a save.
 */
import { fill } from "./editor-language.mjs";

/**
 * @typedef {{ file: string | null, entry: { key: string | null, index: number } | null, field: string | null,
 *   code: string | null, values: Record<string, string>, message: string }} ProblemLine `message`: the
 *   English words of a problem that has no code (yet), said as they are.
 */

/** The words of `code` with `values` filled in, or null when `words` have none for it. */
const say = (words, code, values) => (Object.hasOwn(words, code) ? fill(words[code], values) : null);

/**
 * An entry in words: `entry "lattice" (index 1)`, or `entry at index 2` where it has no key.
 * @param {NonNullable<ProblemLine["entry"]>} entry @param {Record<string, string>} words
 */
export const entryWords = ({ key, index }, words) =>
  key === null ? say(words, "entryAt", { index }) : say(words, "entry", { key, index });

/** @param {ProblemLine} line @param {Record<string, string>} words */
export function problemText(line, words) {
  const parts = [line.file];
  if (line.entry) parts.push(entryWords(line.entry, words));
  if (line.field) parts.push(say(words, "field", { field: line.field }));
  parts.push((line.code !== null && say(words, line.code, line.values ?? {})) || line.message);
  return parts.filter((part) => part !== null && part !== undefined).join(": ");
}
