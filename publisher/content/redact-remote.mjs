/**
 * CONTENT_GIT_REMOTE may carry credentials (https://user:token@host/…): they never reach a log, an error
 * or an editor (docs/editing.md). Pure.
 */

const ENDS_USER_PART = /[\s/@]/;

/**
 * Any "scheme://user[:password]@" in a text (git's own messages repeat the URL) with the user part hidden.
 * A plain scan rather than one regular expression: each "://" is followed only up to the next slash, so the
 * whole text is read once, whatever it holds.
 */
export function redactCredentials(text) {
  const value = String(text);
  let shown = "";
  let from = 0;
  for (let at = value.indexOf("://"); at !== -1; at = value.indexOf("://", at + 3)) {
    const start = at + 3;
    let end = start;
    while (end < value.length && !ENDS_USER_PART.test(value[end])) end += 1;
    if (value[end] === "@" && end > start) {
      shown += `${value.slice(from, start)}***`;
      from = end;
    }
  }
  return shown + value.slice(from);
}

/** The remote as it may be shown: its URL without credentials. */
export const redactRemote = (remote) => (remote === null ? null : redactCredentials(remote));
