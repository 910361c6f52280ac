/**
 * Link texts that say nothing about where the link leads, as search engines judge them (Lighthouse's SEO
 * audit "link-text" lists these, among others, in English and German).
 */
const GENERIC = new Set([
  "click here",
  "here",
  "more",
  "read more",
  "learn more",
  "weiterlesen",
  "mehr",
  "hier",
]);

/** The texts of the links in `html` that say nothing on their own (tags removed, spaces collapsed). */
export function genericLinkTexts(html: string): string[] {
  const texts = [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map(([, inner]) =>
    inner
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
  return texts.filter((text) => GENERIC.has(text.toLowerCase()));
}
