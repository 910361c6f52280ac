/**
 * The indexed copy of a German page has "+" between the parts of its compounds ("Metall+pulver", see
 * gatsby/search/compounds.mjs), so that Pagefind finds "Pulver" in "Metallpulver". Titles and excerpts
 * come from that copy: this takes the mark out again. A "+" between a letter and a small letter is never
 * in the site's own text ("AconityMIDI+" ends a word).
 */
export function removeCompoundMarks(text: string): string {
  return text.replace(/(?<=\p{L})\+(?=\p{Ll})/gu, "");
}
