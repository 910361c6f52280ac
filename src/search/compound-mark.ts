/**
 * Takes out of a German page's titles and excerpts the "+" that the search's copy puts between the parts of
 * its compounds (docs/search.md).
 */
export function removeCompoundMarks(text: string): string {
  // A "+" between a letter and a small letter is never in the site's own text ("AconityMIDI+" ends a word).
  return text.replace(/(?<=\p{L})\+(?=\p{Ll})/gu, "");
}
