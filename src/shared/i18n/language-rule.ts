/* eslint-disable no-var -- serialised into an inline script for every browser; see below */
/**
 * The language rule: path prefix, then the cookie, then the browser's language list, then the default.
 * The automatic redirect happens only while no cookie exists, and the first visit stores the decision.
 *
 * This function is also serialised into the blocking <head> script (see head-script.ts), so it must stay
 * self-contained: no imports, no helpers, plain ES2015 that any browser runs without transpiling.
 */
export interface LanguageRuleInput {
  pathname: string;
  /** Value of the language cookie, or null when there is none. */
  cookie: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
  languages: readonly string[];
  defaultLanguage: string;
}

export interface LanguageDecision {
  /** The language the visitor should see. */
  language: string;
  /** Path to go to instead of the current one, or null to stay. */
  redirect: string | null;
  /** Language to store in the cookie, or null to leave the cookie alone. */
  remember: string | null;
}

export function decideLanguage(input: LanguageRuleInput): LanguageDecision {
  var languages = input.languages;
  var segment = input.pathname.split("/")[1] || "";
  var prefixed = segment !== input.defaultLanguage && languages.indexOf(segment) !== -1 ? segment : null;
  var pageLanguage = prefixed || input.defaultLanguage;
  var cookie = input.cookie && languages.indexOf(input.cookie) !== -1 ? input.cookie : null;

  if (cookie !== null) {
    return { language: pageLanguage, redirect: null, remember: null };
  }

  var detected = prefixed;
  for (var i = 0; detected === null && i < input.browserLanguages.length; i++) {
    var primary = String(input.browserLanguages[i]).toLowerCase().split("-")[0];
    if (languages.indexOf(primary) !== -1) detected = primary;
  }
  var language = detected || input.defaultLanguage;
  var redirect =
    language === pageLanguage
      ? null
      : "/" + language + (input.pathname.charAt(0) === "/" ? input.pathname : "/" + input.pathname);
  return { language: language, redirect: redirect, remember: language };
}
