import type Keycloak from "keycloak-js";
import type { KeycloakInitOptions } from "keycloak-js";
import type { KeycloakRealm } from "../shared/configuration/read-configuration";
import { withinProviderLimit } from "./time-limit";
import type { StoredTokens } from "./token-store";

export const SCOPES = "openid profile email";

/** The options every init shares (docs/architecture.md §6): PKCE S256, fragment mode, no login iframe. */
export function baseInitOptions(redirectUri: string): KeycloakInitOptions {
  return {
    pkceMethod: "S256",
    responseMode: "fragment",
    flow: "standard",
    checkLoginIframe: false,
    scope: SCOPES,
    redirectUri,
  };
}

export interface InitializedKeycloak {
  keycloak: Keycloak;
  authenticated: boolean;
}

let current: Promise<InitializedKeycloak> | null = null;

/**
 * One keycloak-js instance at a time, loaded on first use (the library is not in any page's first-load
 * JavaScript) and initialised once: keycloak-js refuses a second init, which StrictMode would otherwise do.
 * `init` is time-limited (keycloak-js has no time-out): with stored tokens it calls the token endpoint.
 */
export function initKeycloak(
  settings: KeycloakRealm,
  options: KeycloakInitOptions,
): Promise<InitializedKeycloak> {
  if (current) return current;
  const attempt = (async () => {
    const { default: KeycloakClass } = await import(/* webpackChunkName: "keycloak" */ "keycloak-js");
    const keycloak = new KeycloakClass({
      url: settings.url,
      realm: settings.realm,
      clientId: settings.clientId,
    });
    const authenticated = await withinProviderLimit(keycloak.init(options));
    return { keycloak, authenticated };
  })();
  current = attempt;
  // A failed init leaves an instance that cannot be initialised again: forget it, the next use starts anew
  // (unless a newer attempt has taken its place meanwhile).
  attempt.catch(() => {
    if (current === attempt) current = null;
  });
  return attempt;
}

export function initializedKeycloak(): Promise<InitializedKeycloak> | null {
  return current;
}

/**
 * Drops the instance, so the next use creates a new one. Also after a time-out: keycloak-js queues every
 * refresh behind one that never answered, so that instance could not refresh again.
 */
export function forgetKeycloak(): void {
  current = null;
}

/** The instance's tokens as the store keeps them. */
export function tokensOf(keycloak: Keycloak): StoredTokens {
  // keycloak-js knows how far the browser's clock is off the provider's; store expirations on the browser's.
  const skew = keycloak.timeSkew ?? 0;
  const at = (exp: number | undefined) => ((exp ?? 0) + skew) * 1000;
  return {
    accessToken: keycloak.token ?? "",
    accessExpiresAt: at(keycloak.tokenParsed?.exp),
    refreshToken: keycloak.refreshToken ?? "",
    refreshExpiresAt: at(keycloak.refreshTokenParsed?.exp),
    idToken: keycloak.idToken ?? null,
  };
}
