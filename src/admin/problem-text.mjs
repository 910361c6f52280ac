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

/** @param {ProblemLine} line @param {Record<string, string>} words */
export function problemText(line, words) {
  const say = (code, values) => (Object.hasOwn(words, code) ? fill(words[code], values) : null);
  const parts = [line.file];
  if (line.entry) {
    const { key, index } = line.entry;
    parts.push(key === null ? say("entryAt", { index }) : say("entry", { key, index }));
  }
  if (line.field) parts.push(say("field", { field: line.field }));
  parts.push((line.code !== null && say(line.code, line.values ?? {})) || line.message);
  return parts.filter((part) => part !== null && part !== undefined).join(": ");
}
