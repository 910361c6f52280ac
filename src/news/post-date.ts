import type { Language } from "../i18n/languages";

const LOCALES: Record<Language, string> = { en: "en-US", de: "de-DE" };

/**
 * A post's date for visitors ("March 5, 2026" / "5. März 2026"). WordPress gives the site's local time;
 * formatting in UTC keeps the calendar day the editor saw, wherever the site is built.
 */
export function formatPostDate(isoDate: string, language: Language): string {
  const day = isoDate.slice(0, 10);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
