import { isLanguage, type Language } from "./languages";

/** The cookie that remembers the visitor's language (the name the previous site used, so choices survive). */
export const LANGUAGE_COOKIE = "i18n_redirected";
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;
/** Not Secure: the site must also remember the language on plain-http previews. */
export const LANGUAGE_COOKIE_ATTRIBUTES = `; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;

export function serializeLanguageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}${LANGUAGE_COOKIE_ATTRIBUTES}`;
}

/** The language stored in a `document.cookie` string, or null when absent or not a site language. */
export function readLanguageCookie(cookieHeader: string): Language | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) {
      let value: string;
      try {
        value = decodeURIComponent(rest.join("="));
      } catch {
        return null; // a malformed %-escape, set by something else on the domain
      }
      return isLanguage(value) ? value : null;
    }
  }
  return null;
}
