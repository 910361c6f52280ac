import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";

/**
 * Plain text from a WordPress "rendered" string: titles, term names, alt texts. WordPress encodes them as
 * HTML (`&#038;`, `&#8220;`, `&uuml;`) and an administrator may put tags in a title. Tags are dropped
 * (script and style with their content), then entities are decoded once: the result is text for React to
 * escape, never HTML to render.
 */
export function plainText(html: string | undefined): string {
  if (!html) return "";
  const withoutTags = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return decodeHTML(withoutTags).replace(/\s+/g, " ").trim();
}
