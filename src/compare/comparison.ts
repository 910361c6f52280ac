/**
 * The comparison pages' rules (docs/technical-data.md): which items the address chooses, the address of a
 * choice, and which rows differ. Pure, so the page and its tests share it.
 */

/** One row of a comparison: what it is, and each item's value as the page writes it. */
export interface ComparisonRow {
  id: string;
  label: string;
  cells: readonly string[];
}

/** A comparison shows two to four items side by side; before a choice, or without script, all of them. */
export const FEWEST = 2;
export const MOST = 4;

/**
 * The items the address chooses (`?machines=a,b` or `?machines=a&machines=b`), among the known ones, each
 * once, in the known order, at most MOST; one is a start (a product page links its machine), two or more a
 * comparison. The address is anyone's to write: unknown ids are ignored and the ids read are bounded.
 */
export function chosenIds(search: string, param: string, known: readonly string[]): string[] {
  const asked = new URLSearchParams(search)
    .getAll(param)
    .flatMap((value) => value.split(","))
    .slice(0, known.length * 2);
  return known.filter((id) => asked.includes(id)).slice(0, MOST);
}

/** The search part of a choice's address: "?machines=a,b"; none for no choice. */
export function choiceSearch(param: string, ids: readonly string[]): string {
  return ids.length === 0 ? "" : `?${param}=${ids.map(encodeURIComponent).join(",")}`;
}

/** The choice after the visitor ticks or unticks `id`: kept in the known order, never beyond MOST. */
export function toggled(chosen: readonly string[], id: string, known: readonly string[]): string[] {
  if (chosen.includes(id)) return chosen.filter((other) => other !== id);
  if (chosen.length >= MOST) return [...chosen];
  return known.filter((other) => other === id || chosen.includes(other));
}

/** A row differs when its shown cells do not all say the same. */
export function differs(cells: readonly string[]): boolean {
  return new Set(cells).size > 1;
}

/** The comparison page of `kind` with `id` ticked: where a product or datasheet page leads. */
export const comparePath = (kind: "machines" | "materials", id: string): string =>
  `/compare/${kind}/${choiceSearch(kind, [id])}`;
