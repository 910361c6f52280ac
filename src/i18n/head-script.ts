import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_ATTRIBUTES } from "./language-cookie";
import { decideLanguage } from "./language-rule";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";

/**
 * The blocking script placed first in <head>: it applies the language rule before React starts, so the
 * HTML a visitor is served is always the HTML React hydrates (no flash, no hydration mismatch).
 */
export function languageHeadScript(): string {
  const settings = JSON.stringify({ languages: LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE });
  const cookiePattern = `(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`;
  return [
    "(function(){try{",
    `var s=${settings};`,
    `var m=document.cookie.match(new RegExp(${JSON.stringify(cookiePattern)}));`,
    "var d=(",
    decideLanguage.toString(),
    ")({pathname:location.pathname,cookie:m?decodeURIComponent(m[1]):null,",
    "browserLanguages:navigator.languages||[navigator.language||''],",
    "languages:s.languages,defaultLanguage:s.defaultLanguage});",
    `if(d.remember)document.cookie=${JSON.stringify(`${LANGUAGE_COOKIE}=`)}+d.remember+${JSON.stringify(LANGUAGE_COOKIE_ATTRIBUTES)};`,
    "if(d.redirect)location.replace(d.redirect+location.search+location.hash);",
    "}catch(e){}})();",
  ].join("");
}
