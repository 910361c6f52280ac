/**
 * The editor's session with the content API: keycloak-js's access token exchanged once for an HttpOnly cookie
 * that Decap's requests carry, and renewed before it ends (docs/editing.md).
 */
export const SESSION_URL = "/api/content/session";
/**
 * How often the token and the session are looked at, and how long before their end they are renewed, so a
 * form is never saved on an ended session.
 */
export const CHECK_EVERY_MS = 30_000;
export const RENEW_BEFORE_S = 90;

export class SessionRefused extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {{ keycloak: { token?: string, updateToken(minValidity: number): Promise<boolean> },
 *   fetch: typeof fetch, now?: () => number }} options `now` in seconds.
 */
export function contentSession({ keycloak, fetch, now = () => Date.now() / 1000 }) {
  let expiresAt = 0;
  let timer = null;
  let onVisible = null;

  /** Opens (or renews) the session with the current token; resolves with the editor's name. */
  async function open() {
    const response = await fetch(SESSION_URL, {
      method: "POST",
      headers: { Authorization: `Bearer ${keycloak.token}` },
      credentials: "same-origin",
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok)
      throw new SessionRefused(response.status, typeof body.error === "string" ? body.error : "");
    expiresAt = Number(body.expiresAt) || 0;
    return body.name;
  }

  /** Refreshes the token when it ends soon and renews the session when the token changed or it ends soon. */
  async function renew() {
    const before = keycloak.token;
    await keycloak.updateToken(RENEW_BEFORE_S);
    if (keycloak.token !== before || expiresAt - now() < RENEW_BEFORE_S) await open();
  }

  return {
    open,
    renew,
    /** Keeps the session alive while the page is open; `onEnded` hears of a failure it cannot mend. */
    keepAlive(onEnded) {
      const check = () => renew().catch(onEnded);
      timer = setInterval(check, CHECK_EVERY_MS);
      onVisible = () => {
        if (document.visibilityState === "visible") check();
      };
      document.addEventListener("visibilitychange", onVisible);
    },
    async close() {
      clearInterval(timer);
      // A page shown again after signing out must not open a session anew.
      document.removeEventListener("visibilitychange", onVisible);
      await fetch(SESSION_URL, { method: "DELETE", credentials: "same-origin" }).catch(() => {});
    },
  };
}
