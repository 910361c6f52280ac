/** A FormData body as name/value pairs, files as `file:<name>`, so a test compares it with one toEqual. */
export function formDataEntries(body: FormData): [string, string][] {
  const list: [string, string][] = [];
  body.forEach((value, name) => list.push([name, typeof value === "string" ? value : `file:${value.name}`]));
  return list;
}
