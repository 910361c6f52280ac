/**
 * A page's texts as Decap CMS saves them, in the order of the file they replace: Decap keeps an object of
 * more than eight keys in a hash map and writes its keys in any order, so a one-word change would rewrite
 * every line of both languages' files. The keys come in the order the current file has them (recursively;
 * a list's items after the item at the same place, or its first), new keys after them. Pure.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` with the key order of `reference`; what `reference` lacks keeps its own order, after it. */
export function orderLike(value: unknown, reference: unknown): unknown {
  if (Array.isArray(value)) {
    const items = Array.isArray(reference) ? reference : [];
    return value.map((item, index) => orderLike(item, items[index] ?? items[0]));
  }
  if (!isRecord(value)) return value;
  const template = isRecord(reference) ? reference : {};
  const keys = [
    ...Object.keys(template).filter((key) => Object.hasOwn(value, key)),
    ...Object.keys(value).filter((key) => !Object.hasOwn(template, key)),
  ];
  return Object.fromEntries(keys.map((key) => [key, orderLike(value[key], template[key])]));
}
