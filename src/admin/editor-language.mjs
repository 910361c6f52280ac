/**
 * The language of /admin/ (one address for both): the language the visitor chose on the site
 * (docs/architecture.md §4), else the first of the browser's languages the site has, else English.
 */
export const EDITOR_LANGUAGES = ["en", "de"];

/**
 * @param {string} cookieHeader document.cookie
 * @param {readonly string[]} browserLanguages navigator.languages
 */
export function editorLanguage(cookieHeader, browserLanguages) {
  for (const part of String(cookieHeader).split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === "i18n_redirected" && EDITOR_LANGUAGES.includes(value)) return value;
  }
  for (const language of browserLanguages ?? []) {
    const primary = String(language).toLowerCase().split("-")[0];
    if (EDITOR_LANGUAGES.includes(primary)) return primary;
  }
  return "en";
}

/** A text with {placeholders} filled in from the values' own fields (a value is never filled in again). */
export function fill(text, values) {
  return String(text).replace(/\{(\w+)\}/g, (match, name) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
