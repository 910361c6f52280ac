/**
 * Turning structured data into the text of an inline <script type="application/ld+json">: apart from the
 * builders (structured-data.ts), because every page's Head needs this and only some pages need those.
 */
const UNSAFE_IN_SCRIPT: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for an inline <script type="application/ld+json">. The HTML parser ends a script at "</script" and
 * treats "<!--" specially whatever the type, so "<" (and ">" and "&" for good measure) become JSON escapes:
 * the text parses to the same object but can never close the tag.
 */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character]);
}
