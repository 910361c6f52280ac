/** The site's languages, e.g. ["en", "de"], and the one a post without any sign of its language gets. */
export interface LanguageRule {
  languages: readonly string[];
  defaultLanguage: string;
}

/** Polylang's language slug ("de", or a locale "de_DE" / "de-DE" on some set-ups) as a language code. */
export function languageCode(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const code = /^([a-z]{2})(?:[-_][a-z0-9]+)?$/i.exec(value.trim())?.[1];
  return code?.toLowerCase();
}

/** A category whose slug is a language code of the site ("en", "de") marks the language of its posts. */
export function isLanguageMarker(slug: string, rule: LanguageRule): boolean {
  return rule.languages.includes(slug);
}

export type PostLanguage = { language: string } | { unsupported: string };

/**
 * The language of a post (docs/architecture.md §5): Polylang's `lang` field where present, otherwise a language-marker
 * category, otherwise the default language. A Polylang language the site does not have is reported as
 * unsupported, so such a post is left out rather than shown under the wrong language.
 */
export function postLanguage(
  post: { lang?: unknown; categorySlugs: readonly string[] },
  rule: LanguageRule,
): PostLanguage {
  if (typeof post.lang === "string" && post.lang.trim() !== "") {
    const code = languageCode(post.lang);
    return code && rule.languages.includes(code) ? { language: code } : { unsupported: post.lang };
  }
  const marker = post.categorySlugs.find((slug) => isLanguageMarker(slug, rule));
  return { language: marker ?? rule.defaultLanguage };
}

/**
 * The language of a category: Polylang's `lang` field, else the language it marks, else the language of
 * the posts filed under it when they all share one, else the default language.
 */
export function categoryLanguage(
  category: { lang?: unknown; slug: string },
  postLanguages: readonly string[],
  rule: LanguageRule,
): string {
  const code = languageCode(category.lang);
  if (code && rule.languages.includes(code)) return code;
  if (isLanguageMarker(category.slug, rule)) return category.slug;
  const distinct = new Set(postLanguages);
  if (distinct.size === 1) return [...distinct][0];
  return rule.defaultLanguage;
}
