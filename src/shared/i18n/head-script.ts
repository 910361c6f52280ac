import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_ATTRIBUTES, readLanguageCookie } from "./language-cookie";
import { decideLanguage } from "./language-rule";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";

/**
 * The blocking script placed first in <head>: it applies the language rule before React starts, so the
 * HTML a visitor is served is always the HTML React hydrates (no flash, no hydration mismatch). It runs
 * before any bundle, so the functions it needs are written into it as source; the cookie it stores is
 * spelled from the same name and attributes as serializeLanguageCookie's.
 */
export function languageHeadScript(): string {
  const settings = JSON.stringify({ languages: LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE });
  return [
    "(function(){try{",
    `var s=${settings};`,
    "var c=(",
    readLanguageCookie.toString(),
    `)(document.cookie,${JSON.stringify(LANGUAGE_COOKIE)});`,
    "var d=(",
    decideLanguage.toString(),
    ")({pathname:location.pathname,cookie:c,",
    "browserLanguages:navigator.languages||[navigator.language||''],",
    "languages:s.languages,defaultLanguage:s.defaultLanguage});",
    `if(d.remember)document.cookie=${JSON.stringify(`${LANGUAGE_COOKIE}=`)}+d.remember+${JSON.stringify(LANGUAGE_COOKIE_ATTRIBUTES)};`,
    "if(d.redirect)location.replace(d.redirect+location.search+location.hash);",
    "}catch(e){}})();",
  ].join("");
}
