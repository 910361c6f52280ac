import { LANGUAGE_LOCALES, type Language } from "./languages";

const formats = new Map<Language, Intl.NumberFormat>();

/** A number as the language writes it: 2.67 in English, 2,67 in German; thousands grouped. */
export function formatNumber(value: number, language: Language): string {
  let format = formats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { maximumFractionDigits: 3 });
    formats.set(language, format);
  }
  return format.format(value);
}
