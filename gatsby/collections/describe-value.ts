/** What a value is, for "must be …, found …" messages. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  const shown = JSON.stringify(value);
  return `${typeof value} ${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown}`;
}
