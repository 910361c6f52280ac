import { localizePath, type Language } from "../shared/i18n/languages";
import { LOGIN_PATH } from "./callback";

/** The fragment that asks the sign-in page to start signing in as soon as its code runs. */
export const START_SIGN_IN = "#start";

/**
 * The sign-in page in `language`, told to start at once and to come back to `returnPath`: where a sign-in
 * control leads before the page's code runs (docs/browser-behaviour.md).
 */
export function signInPageHref(returnPath: string, language: Language): string {
  return `${localizePath(LOGIN_PATH, language)}?${new URLSearchParams({ return: returnPath })}${START_SIGN_IN}`;
}

/** Whether the sign-in page was asked to start at once (its fragment, not an authorization response). */
export function asksToStart(hash: string): boolean {
  return hash === START_SIGN_IN;
}

/**
 * Where to come back to after signing in from `returnPath`: that page, with the query and fragment of the
 * address the visitor is on when it is that page (a search's `?q=`, a section's `#…`).
 */
export function comingBackTo(
  returnPath: string,
  here: { pathname: string; search: string; hash: string },
): string {
  return here.pathname === returnPath ? `${returnPath}${here.search}${here.hash}` : returnPath;
}
