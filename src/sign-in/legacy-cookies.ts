/**
 * Earlier versions of the site kept the session's tokens in `auth.` cookies too; the browser would keep
 * sending them with every request. Every page load expires them (src/sign-in/actions.ts).
 */

/** The names of the `auth.` cookies in a `Cookie` header (values are never decoded: they may be anything). */
export function authCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => name.startsWith("auth."));
}

/**
 * Expires the `auth.` cookies that earlier versions of the site wrote (tokens included), so a browser stops
 * sending them with every request.
 */
export function forgetAuthCookies(doc: Document = document): void {
  try {
    for (const name of authCookieNames(doc.cookie)) doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // Cookies disabled: there are none to forget.
  }
}
