import { usePageI18n } from "../components/i18n/page-i18n";
import type { Language } from "../i18n/languages";

/** The language of the current page, typed. */
export function useLanguage(): Language {
  return usePageI18n().language;
}
