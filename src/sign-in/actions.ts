import { publicConfiguration } from "../shared/configuration/public-configuration";
import { updateAuth } from "./auth-store";
import { sessionWork } from "./callback";
import { forgetAuthCookies } from "./legacy-cookies";
import { storedValues } from "./storage-keys";

/**
 * What pages call: the session code (`session.ts`, and keycloak-js behind it) is loaded only when a page
 * load has a session to restore or a sign-in to complete, or when the visitor signs in or out. A visitor
 * who never signs in downloads none of it.
 */
const session = () => import(/* webpackChunkName: "auth-session" */ "./session");

/**
 * Runs in the layout's effect, outside every error boundary: it must never throw, whatever the browser has
 * stored, or the whole page would go blank.
 */
export function startSession(): void {
  try {
    // Earlier versions kept the tokens in cookies too; the browser would keep sending them.
    forgetAuthCookies();
    const work = publicConfiguration.keycloak
      ? sessionWork(window.location.pathname, window.location.hash, storedValues())
      : null;
    if (work === null) updateAuth({ ready: true });
    else
      void session()
        .then((module) => module.startSession())
        .catch(() => updateAuth({ ready: true, busy: false, error: "failed" }));
  } catch {
    updateAuth({ ready: true, busy: false, error: "failed" });
  }
}

/** See session.ts: never rejects; what went wrong is in the state's `error`. */
export function signIn(returnPath?: string): Promise<void> {
  return session().then((module) => module.signIn(returnPath));
}

export function signOut(): Promise<void> {
  return session().then((module) => module.signOut());
}
