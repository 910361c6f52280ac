import type Keycloak from "keycloak-js";
import type { KeycloakInitOptions } from "keycloak-js";
import type { KeycloakSettings } from "../config/site-config";
import type { StoredTokens } from "./token-store";

export const SCOPES = "openid profile email";

/** The options every init shares (DESIGN.md §6): PKCE S256, fragment mode, no login iframe. */
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
 * One keycloak-js instance per page load, loaded on first use (the library is not in any page's first-load
 * JavaScript) and initialised once: keycloak-js refuses a second init, which StrictMode would otherwise do.
 */
export function initKeycloak(
  settings: KeycloakSettings,
  options: KeycloakInitOptions,
): Promise<InitializedKeycloak> {
  current ??= (async () => {
    const { default: KeycloakClass } = await import(/* webpackChunkName: "keycloak" */ "keycloak-js");
    const keycloak = new KeycloakClass({
      url: settings.url,
      realm: settings.realm,
      clientId: settings.clientId,
    });
    const authenticated = await keycloak.init(options);
    return { keycloak, authenticated };
  })();
  // A failed init leaves an instance that cannot be initialised again: forget it, the next use starts anew.
  current.catch(() => {
    current = null;
  });
  return current;
}

export function initializedKeycloak(): Promise<InitializedKeycloak> | null {
  return current;
}

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
