export interface Translation {
  language: string;
  slug: string;
}

/** What a translation target must be known as: one of the posts that became nodes. */
export interface KnownPost {
  language: string;
  slug: string;
}

/**
 * Polylang's `translations` ({en: 12, de: 34}, the post itself included) resolved to the language and slug
 * of the other public posts. Translations that are not public (drafts, private posts) or share the post's
 * own language are left out; the result follows the order of `languages`.
 */
export function resolveTranslations(
  postId: number,
  postLanguage: string,
  translations: unknown,
  knownPosts: ReadonlyMap<number, KnownPost>,
  languages: readonly string[],
): Translation[] {
  if (typeof translations !== "object" || translations === null || Array.isArray(translations)) return [];
  const byLanguage = new Map<string, Translation>();
  for (const id of Object.values(translations as Record<string, unknown>)) {
    if (typeof id !== "number" || id === postId) continue;
    const target = knownPosts.get(id);
    if (!target || target.language === postLanguage || byLanguage.has(target.language)) continue;
    byLanguage.set(target.language, { language: target.language, slug: target.slug });
  }
  return languages.flatMap((language) => byLanguage.get(language) ?? []);
}
