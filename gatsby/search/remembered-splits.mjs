/**
 * The compound splits of the builds before, kept in Gatsby's cache folder: reading the German dictionary
 * costs about 1.5 s on the 2-core machine, so a build whose German words were all split before (a save of
 * an English entry, a post whose words the site already has) does not read it. The splits are valid only
 * for the dictionary and the splitter they came from: the file names their fingerprint, and another
 * fingerprint, a file not of this shape or none at all start afresh. Each build keeps the words it used.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { isCompoundCandidate } from "./compounds.mjs";

const FILE = "compound-splits.json";

/** @typedef {string[] | null} Split */

/** @param {unknown} value @returns {value is Split} */
const isSplit = (value) =>
  value === null || (Array.isArray(value) && value.every((part) => typeof part === "string"));

/**
 * The splits stored for `fingerprint` in `dir`, or none.
 * @param {string} dir @param {string} fingerprint @returns {Promise<Map<string, Split>>}
 */
export async function readRememberedSplits(dir, fingerprint) {
  let stored;
  try {
    stored = JSON.parse(await readFile(path.join(dir, FILE), "utf8"));
  } catch {
    return new Map();
  }
  if (stored?.fingerprint !== fingerprint || typeof stored.splits !== "object" || stored.splits === null)
    return new Map();
  const entries = Object.entries(stored.splits);
  return entries.every(([word, split]) => isCompoundCandidate(word) && isSplit(split))
    ? new Map(entries)
    : new Map();
}

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
 * Keeps the splits this build used for the next one (written beside, then renamed: never half a file).
 * @param {string} dir @param {string} fingerprint @param {Map<string, Split>} used
 */
export async function rememberSplits(dir, fingerprint, used) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, FILE);
  const splits = Object.fromEntries([...used].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  await writeFile(`${file}.new`, JSON.stringify({ fingerprint, splits }));
  await rename(`${file}.new`, file);
}
