/**
 * German compounds for the search index: each compound of a German page's indexed copy gets COMPOUND_MARK
 * between its parts ("Metall+pulver"), found in a spelling dictionary (docs/architecture.md §11). Pure.
 */

/** What joins the parts in the indexed copy of a page; never in what visitors are served. */
export const COMPOUND_MARK = "+";

const MIN_PART = 3;
// Fugen-elements: the letters German puts between the parts ("Qualität-s-sicherung").
const LINKS = ["", "s", "es", "n", "en"];
// Simple words: letters only, at most the first one a capital (AlSi10Mg, AconityMIDI keep their form).
const SIMPLE_WORD = /^\p{Lu}?\p{Ll}+$/u;

/**
 * A splitter over a dictionary: split("Laserstrahlschmelzen") → ["Laser", "strahl", "schmelzen"], or null
 * when the word is not made of dictionary words. Every part but the last is a word as the dictionary lists
 * it (a stem: "Bau", not the verb form "baut"), maybe with a Fugen-element; the last may be any form
 * ("Pulvern"). Of the possible splits the one with the fewest parts wins, then the most even one
 * ("Einzel|spur", not "Einzels|pur").
 * @param {{ isStem: (word: string) => boolean, isWord: (word: string) => boolean }} dictionary
 */
export function createCompoundSplitter({ isStem, isWord }) {
  const capitalized = (part) => part.charAt(0).toUpperCase() + part.slice(1);
  const either = (test) => (part) => test(part) || test(capitalized(part)) || test(part.toLowerCase());
  const stem = either(isStem);
  const word = either(isWord);
  /** The stem before a Fugen-element, if `head` ends in one after a dictionary stem. */
  const stemOf = (head) =>
    LINKS.map((link) => (head.endsWith(link) ? head.slice(0, head.length - link.length) : "")).find(
      (candidate) => candidate.length >= MIN_PART && stem(candidate),
    );
  /** @type {Map<string, string[] | null>} */
  const cache = new Map();

  /** @param {string} rest @param {boolean} whole @returns {string[] | null} the best split into ≥ 1 parts */
  function best(rest, whole) {
    const key = `${whole}:${rest}`;
    if (cache.has(key)) return cache.get(key) ?? null;
    /** @type {string[] | null} */
    let found = !whole && word(rest) ? [rest] : null;
    for (let end = MIN_PART; end <= rest.length - MIN_PART; end++) {
      const head = rest.slice(0, end);
      if (stemOf(head) === undefined) continue;
      const tail = best(rest.slice(end), false);
      if (tail !== null && better([head, ...tail], found, stemOf, isStem)) found = [head, ...tail];
    }
    cache.set(key, found);
    return found;
  }

  return (/** @type {string} */ text) => (isCompoundCandidate(text) ? best(text, true) : null);
}

/** Whether a word could be a compound at all: long enough for two parts, letters only. No dictionary needed. */
export function isCompoundCandidate(/** @type {string} */ text) {
  return text.length >= 2 * MIN_PART && SIMPLE_WORD.test(text);
}

/**
 * Fewer parts; then more parts that are nouns or stems as written ("Bau|teilen", not the verb form
 * "baut" in "Baut|eilen"); then a longer shortest part ("Laser|strahlen", not "Las|erstrahlen"); then a
 * longer last part.
 */
function better(candidate, current, stemOf, isStem) {
  if (current === null) return true;
  if (candidate.length !== current.length) return candidate.length < current.length;
  const asWritten = (parts) =>
    parts.slice(0, -1).filter((part, index) => {
      const form = stemOf(part) ?? part;
      return isStem(index === 0 ? form : form.charAt(0).toUpperCase() + form.slice(1));
    }).length;
  if (asWritten(candidate) !== asWritten(current)) return asWritten(candidate) > asWritten(current);
  const shortest = (parts) => Math.min(...parts.map((part) => part.length));
  if (shortest(candidate) !== shortest(current)) return shortest(candidate) > shortest(current);
  return candidate[candidate.length - 1].length > current[current.length - 1].length;
}

/**
 * The text with COMPOUND_MARK between the parts of each compound it contains.
 * @param {string} text
 * @param {(word: string) => string[] | null} split
 */
export function markCompounds(text, split) {
  // Not the name of a character reference ("&hellip;").
  return text.replace(/(?<![&\p{L}])\p{L}+/gu, (word) => split(word)?.join(COMPOUND_MARK) ?? word);
}
