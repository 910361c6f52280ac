/**
 * What the content API refuses (4xx) and in which words: each refusal has a code and the values it names;
 * its English words (the `error` any client gets) come from the editor's English texts, and /admin/ words
 * it in the editor's language from the same code and values (src/admin/refusals.mjs).
 */
import english from "../../data/locales/en/editor.json";
import { refusalText } from "../../src/admin/refusals.mjs";

/** Every code, with the values it names: the placeholders of its words in data/locales/<language>/editor.json. */
export const REFUSAL_VALUES = {
  sessionEnded: [],
  otherOrigin: [],
  openAgain: ["path"],
  changed: ["path"],
  changedBy: ["path", "author", "time"],
  uploadExists: ["path"],
  uploadExistsBy: ["path", "author", "time"],
  remoteConflict: ["detail"],
  stillUsed: ["path", "users"],
  tooLarge: ["megabytes"],
  idFixed: [],
  notDeletable: ["path"],
  fileMissing: ["path"],
  notJson: ["path", "detail"],
  textsExpected: ["path", "languages"],
  invalid: ["problems"],
  media: ["problem"],
  request: ["reason"],
  failed: [],
};

/** A refusal's English words. @param {keyof typeof REFUSAL_VALUES} code @param {Record<string, string>} values */
export const englishRefusal = (code, values = {}) => refusalText(english.refusals, code, values) ?? code;

/**
 * A request the content API refuses for what it asks (4xx), by code and values; a save the build would
 * refuse (`invalid`) also carries its problems' parts, for /admin/ to word each (src/admin/problem-text.mjs).
 */
export class ContentRefused extends Error {
  /**
   * @param {400 | 404 | 409 | 413 | 422} status @param {keyof typeof REFUSAL_VALUES} code
   * @param {Record<string, string>} values
   * @param {import("../../src/admin/problem-text.mjs").ProblemLine[] | null} problems
   */
  constructor(status, code, values = {}, problems = null) {
    super(englishRefusal(code, values));
    this.status = status;
    this.code = code;
    this.values = values;
    this.problems = problems;
  }
}
