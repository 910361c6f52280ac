import { usePageI18n } from "./page-i18n";
import type { Language } from "./languages";

/** The language of the current page, typed. */
export function useLanguage(): Language {
  return usePageI18n().language;
}
