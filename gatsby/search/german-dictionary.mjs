/**
 * The German spelling dictionary (Hunspell's de_DE) as the compound splitter needs it: whether a spelling is
 * a word in any form, and whether it is a stem as the dictionary lists it.
 */
import nspell from "nspell";

/**
 * @param {{ aff: Uint8Array, dic: Uint8Array }} dictionary the contents of index.aff and index.dic
 * @returns {{ isStem: (word: string) => boolean, isWord: (word: string) => boolean }}
 */
export function germanDictionary(dictionary) {
  // nspell applies the affix rules, so it knows every form of a word.
  const speller = nspell(dictionary);
  // index.dic: the number of entries, then one "stem/FLAGS" a line; lines starting with a tab are comments.
  const stems = new Set(
    Buffer.from(dictionary.dic)
      .toString("utf8")
      .split("\n")
      .slice(1)
      .filter((line) => line !== "" && !line.startsWith("\t"))
      .map((line) => line.split("/")[0].trim()),
  );
  return { isStem: (word) => stems.has(word), isWord: (word) => speller.correct(word) };
}
