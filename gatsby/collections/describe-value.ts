/** What a value is, for "must be …, found …" messages: never more of it than a glance needs. */

/** The most characters of a value a message shows: it names the value, it does not echo an editor's 2 MB. */
const SHOWN = 60;

/** A value as JSON, cut after SHOWN characters: `"aconity-midi"`, `"Lorem ipsum …`. */
export function shownValue(value: unknown): string {
  // Only the start of a long text is stringified: the rest would be cut anyway.
  const shown = JSON.stringify(typeof value === "string" ? value.slice(0, SHOWN) : value) ?? String(value);
  return shown.length > SHOWN ? `${shown.slice(0, SHOWN - 3)}…` : shown;
}

/** What a value is: its kind, and a primitive shown. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `${typeof value} ${shownValue(value)}`;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The length of a text as JSON Schema's maxLength counts it: in code points, an emoji is one. */
export function characterCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    count += 1;
    if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) index += 1;
  }
  return count;
}

/** The limit and the length of a text that is too long ("300", "250,000"), never the text. */
export function lengthValues(limit: number, text: string): { limit: string; length: string } {
  const count = (length: number) => length.toLocaleString("en-US");
  return { limit: count(limit), length: count(characterCount(text)) };
}
