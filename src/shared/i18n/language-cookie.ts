/* eslint-disable no-var, @typescript-eslint/no-unused-vars -- readLanguageCookie is serialised into an
   inline script, written like language-rule.ts; and ES2015 has no catch without a binding */
import type { Language } from "./languages";

/** The cookie that remembers the visitor's language (the name the previous site used, so choices survive). */
export const LANGUAGE_COOKIE = "i18n_redirected";
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;
/** Not Secure: the site must also remember the language on plain-http previews. */
export const LANGUAGE_COOKIE_ATTRIBUTES = `; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;

export function serializeLanguageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}${LANGUAGE_COOKIE_ATTRIBUTES}`;
}

/**
 * The decoded value stored in a `document.cookie` string under `cookieName` (LANGUAGE_COOKIE), or null when
 * it is absent or malformed (a broken %-escape, set by something else on the domain). Whether the value is
 * a language of the site is the language rule's to judge (language-rule.ts), which counts any other value
 * as no cookie. The blocking <head> script runs this (see head-script.ts), so it is self-contained like the
 * language rule: the name is a parameter, not an import, and no comment inside, as its text goes into every
 * page.
 */
export function readLanguageCookie(cookieHeader: string, cookieName: string): string | null {
  var parts = cookieHeader.split(";");
  for (var i = 0; i < parts.length; i++) {
    var part = parts[i].trim();
    var equals = part.indexOf("=");
    if ((equals === -1 ? part : part.slice(0, equals)) === cookieName) {
      try {
        return decodeURIComponent(equals === -1 ? "" : part.slice(equals + 1));
      } catch (malformed) {
        return null;
      }
    }
  }
  return null;
}
