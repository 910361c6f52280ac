/** A page's texts as Decap CMS saves them, in the key order of the file they replace. Pure. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `value` with the key order of `reference`; what `reference` lacks keeps its own order, after it. Decap
 * writes an object of over eight keys in any order (a hash map): a one-word change would rewrite every line.
 */
export function orderLike(value: unknown, reference: unknown): unknown {
  if (Array.isArray(value)) {
    const items = Array.isArray(reference) ? reference : [];
    // An item is ordered like the item at its place, or a new one like the first.
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
