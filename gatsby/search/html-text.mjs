/**
 * Rewrites the text of an HTML document, leaving its markup, scripts and styles as they are. Used on the
 * copy of a page that goes into the search index (compounds.mjs), never on what visitors are served.
 */
import { Parser } from "htmlparser2";

const RAW_TEXT = new Set(["script", "style", "template", "textarea", "title"]);

/**
 * @param {string} html
 * @param {(text: string) => string} rewrite called with each run of text (entities still encoded)
 */
export function rewriteHtmlText(html, rewrite) {
  /** @type {string[]} */
  const out = [];
  let copied = 0;
  let rawDepth = 0;
  const parser = new Parser(
    {
      onopentagname: (name) => {
        if (RAW_TEXT.has(name)) rawDepth += 1;
      },
      onclosetag: (name) => {
        if (RAW_TEXT.has(name)) rawDepth = Math.max(0, rawDepth - 1);
      },
      ontext: () => {
        if (rawDepth > 0) return;
        // The parser's indices give the text as written, entities and all.
        const start = parser.startIndex;
        const end = parser.endIndex + 1;
        out.push(html.slice(copied, start), rewrite(html.slice(start, end)));
        copied = end;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  out.push(html.slice(copied));
  return out.join("");
}
