/** Plain text cut at a word near `max` characters, for meta descriptions and feed items. */
export function shortDescription(text: string, max = 160): string {
  const normal = text.replace(/\s+/g, " ").trim();
  if (normal.length <= max) return normal;
  const cut = normal.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
