import { hasStoredSession, type AuthStorage } from "./storage-keys";

/** The sign-in page, which is also the redirect URI (under /de/ for German pages). */
export const LOGIN_PATH = "/login/";

/** Whether a URL fragment is an authorization response (response mode fragment): a state and a code or an error. */
export function isAuthorizationResponse(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.has("state") && (params.has("code") || params.has("error"));
}

/** What a page load has to do with the session: complete a sign-in, restore a stored session, or nothing. */
export function sessionWork(
  pathname: string,
  hash: string,
  storage: Pick<AuthStorage, "get">,
): "callback" | "restore" | null {
  if (pathname.endsWith(LOGIN_PATH) && isAuthorizationResponse(hash)) return "callback";
  return hasStoredSession(storage) ? "restore" : null;
}
