import { decodeHTML } from "entities";

/** Plain text of a sanitized HTML excerpt, for meta descriptions and feeds, cut at a word near `max`. */
export function plainExcerpt(html: string, max = 160): string {
  const text = decodeHTML(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
