/**
 * CONTENT_GIT_REMOTE may carry credentials (https://user:token@host/…): they never reach a log, an error
 * or an editor (docs/editing.md). Pure.
 */

/** Any "scheme://user[:password]@" in a text (git's own messages repeat the URL) with the user part hidden. */
export function redactCredentials(text) {
  // [^\s/@] stops at the next slash, so each scan is short and the whole is linear.
  return String(text).replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, "$1***@");
}

/** The remote as it may be shown: its URL without credentials. */
export const redactRemote = (remote) => (remote === null ? null : redactCredentials(remote));
