/**
 * The compound splits of the builds before (gatsby/build-cache/remembered-map.mjs): reading the German
 * dictionary costs about 1.5 s on the 2-core machine, so a build whose German words were all split before (a
 * save of an English entry, a post whose words the site already has) does not read it. The fingerprint names
 * the dictionary and the splitter the splits came from.
 */
import path from "node:path";
import { readRememberedMap, writeRememberedMap } from "../build-cache/remembered-map.mjs";
import { isCompoundCandidate } from "./compounds.mjs";

const FILE = "compound-splits.json";

/** @typedef {string[] | null} Split */

/** @param {string} word @param {unknown} split */
const isEntry = (word, split) =>
  isCompoundCandidate(word) &&
  (split === null || (Array.isArray(split) && split.every((part) => typeof part === "string")));

/**
 * The splits stored for `fingerprint` in `dir`, or none.
 * @param {string} dir @param {string} fingerprint @returns {Promise<Map<string, Split>>}
 */
export const readRememberedSplits = (dir, fingerprint) =>
  readRememberedMap(path.join(dir, FILE), fingerprint, isEntry);

/**
 * A splitter that answers from `remembered` and reads the dictionary (`load`) only for a word not in it.
 * @param {Map<string, Split>} remembered
 * @param {() => (word: string) => Split} load builds the dictionary's splitter
 */
export function rememberingSplitter(remembered, load) {
  /** @type {((word: string) => Split) | undefined} */
  let splitter;
  /** @type {Map<string, Split>} */
  const used = new Map();
  /** @param {string} word @returns {Split} */
  const split = (word) => {
    if (!isCompoundCandidate(word)) return null;
    let parts = used.get(word);
    if (parts !== undefined) return parts;
    if (remembered.has(word)) parts = remembered.get(word) ?? null;
    else parts = (splitter ??= load())(word);
    used.set(word, parts);
    return parts;
  };
  return { split, used, dictionaryRead: () => splitter !== undefined };
}

/**
 * Keeps the splits this build used for the next one.
 * @param {string} dir @param {string} fingerprint @param {Map<string, Split>} used
 */
export const rememberSplits = (dir, fingerprint, used) =>
  writeRememberedMap(path.join(dir, FILE), fingerprint, used);
