import { useI18next } from "gatsby-plugin-react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../i18n/languages";

/** The language of the current page, typed. */
export function useLanguage(): Language {
  const { language } = useI18next();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
