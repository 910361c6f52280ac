import type Keycloak from "keycloak-js";
import { publicConfig } from "../config/public-config";
import { DEFAULT_LANGUAGE, languageOfPath, localizePath, type Language } from "../i18n/languages";
import { AuthError, NO_STRATEGY_MESSAGE, type AuthErrorCode } from "./auth-errors";
import { SIGNED_OUT, type AuthUser } from "./auth-state";
import { getAuthState, updateAuth as update } from "./auth-store";
import { browserAuthStorage } from "./browser-storage";
import { LOGIN_PATH, sessionWork } from "./callback";
import {
  SCOPES,
  baseInitOptions,
  forgetKeycloak,
  initKeycloak,
  initializedKeycloak,
  tokensOf,
} from "./keycloak-client";
import { safeReturnPath } from "./return-path";
import {
  AUTH_KEYS,
  clearTokens,
  readTokens,
  refreshDelay,
  saveTokens,
  tokenStatus,
  type StoredTokens,
} from "./token-store";

/**
 * The visitor's session in the browser: restores a stored one, completes a sign-in on the callback page,
 * keeps the access token fresh, and signs out. It writes the state of `auth-store.ts`, which React reads
 * through `useAuth`; nothing here renders.
 */
let started = false;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

const storage = () => browserAuthStorage();
const settings = () => publicConfig.keycloak;
const pageLanguage = (): Language =>
  typeof window === "undefined" ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);
const callbackUrl = (language: Language) => `${window.location.origin}${localizePath(LOGIN_PATH, language)}`;

/** Forget the session here; `error` tells the visitor why, when there is something to tell. */
function reset(error: AuthErrorCode | null): void {
  clearTimeout(refreshTimer);
  clearTokens(storage());
  storage().remove(AUTH_KEYS.returnPath);
  forgetKeycloak();
  update({ ...SIGNED_OUT, ready: true, error });
}

async function establish(keycloak: Keycloak): Promise<void> {
  const tokens = tokensOf(keycloak);
  saveTokens(storage(), tokens);
  const user = (await keycloak.loadUserInfo()) as AuthUser;
  update({ user, loggedIn: true, strategy: "keycloak", busy: false, ready: true, error: null });
  scheduleRefresh(tokens);
}

function scheduleRefresh(tokens: StoredTokens): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refresh(), refreshDelay(tokens, Date.now()));
}

/** Refreshes the access token; serialised across tabs, each refresh using the newest stored refresh token. */
async function refresh(): Promise<void> {
  const pending = initializedKeycloak();
  const stored = readTokens(storage());
  if (!pending || !stored) return reset(null);
  if (tokenStatus(stored.refreshExpiresAt, Date.now()) !== "valid") return reset("expired");
  try {
    const { keycloak } = await pending;
    const run = async () => {
      const latest = readTokens(storage());
      if (!latest) throw new AuthError("failed", "signed out in another tab");
      // Another tab may have refreshed meanwhile: its access token is fresh enough, take it as it is.
      if (latest.accessToken !== stored.accessToken && refreshDelay(latest, Date.now()) > 0) return latest;
      keycloak.refreshToken = latest.refreshToken;
      await keycloak.updateToken(-1);
      const tokens = tokensOf(keycloak);
      saveTokens(storage(), tokens);
      return tokens;
    };
    const tokens = navigator.locks ? await navigator.locks.request("auth.refresh", run) : await run();
    scheduleRefresh(tokens);
  } catch {
    reset("expired");
  }
}

async function completeSignIn(keycloakSettings: NonNullable<ReturnType<typeof settings>>): Promise<void> {
  update({ busy: true });
  try {
    const { keycloak, authenticated } = await initKeycloak(
      keycloakSettings,
      baseInitOptions(callbackUrl(pageLanguage())),
    );
    // keycloak-js ignores a response whose state it did not store: then nobody is signed in.
    if (!authenticated) return reset("stateMismatch");
    // The login page is guest-only: now signed in, it sends the visitor on (see takeReturnPath).
    await establish(keycloak);
  } catch {
    reset("failed");
  }
}

async function restore(keycloakSettings: NonNullable<ReturnType<typeof settings>>): Promise<void> {
  const stored = readTokens(storage());
  if (!stored || tokenStatus(stored.refreshExpiresAt, Date.now()) !== "valid") return reset("expired");
  update({ busy: true });
  let keycloak: Keycloak;
  try {
    // With stored tokens keycloak-js refreshes once at init: a refused refresh means the session is over.
    ({ keycloak } = await initKeycloak(keycloakSettings, {
      ...baseInitOptions(callbackUrl(pageLanguage())),
      token: stored.accessToken,
      refreshToken: stored.refreshToken,
      idToken: stored.idToken ?? undefined,
    }));
  } catch {
    return reset("expired");
  }
  await establish(keycloak).catch(() => reset("failed"));
}

/** Called once per page load (through actions.ts) when there is a callback or a stored session. */
export function startSession(): void {
  if (started) return;
  started = true;
  const keycloakSettings = settings();
  if (!keycloakSettings) return update({ ready: true });
  const work = sessionWork(window.location.pathname, window.location.hash, storage());
  if (work === "callback") void completeSignIn(keycloakSettings);
  else if (work === "restore") void restore(keycloakSettings);
  else update({ ready: true });
  window.addEventListener("storage", (event) => {
    // Signed out in another tab: follow it here.
    if (event.key === AUTH_KEYS.strategy && event.newValue === null && getAuthState().loggedIn) reset(null);
  });
}

/**
 * Starts the authorization code flow; the visitor comes back to `returnPath` (if safe) after signing in.
 * Never rejects: what went wrong is in the state's `error`.
 */
export async function signIn(returnPath?: string): Promise<void> {
  const keycloakSettings = settings();
  if (!keycloakSettings) {
    // The visitor sees "No strategy is set!" (AuthNotice); callers need not catch anything.
    console.error(new AuthError("noStrategy", NO_STRATEGY_MESSAGE));
    return update({ ready: true, error: "noStrategy" });
  }
  const safe = safeReturnPath(returnPath);
  if (safe) storage().set(AUTH_KEYS.returnPath, safe);
  else storage().remove(AUTH_KEYS.returnPath);
  update({ busy: true, error: null });
  try {
    const language = pageLanguage();
    const { keycloak } = await initKeycloak(keycloakSettings, baseInitOptions(callbackUrl(language)));
    await keycloak.login({
      redirectUri: callbackUrl(language),
      scope: SCOPES,
      locale: language,
    });
  } catch {
    reset("failed");
  }
}

/** Clears the local session first, then ends the provider's session and comes back to the home page. */
export async function signOut(): Promise<void> {
  const pending = initializedKeycloak();
  const idToken = storage().get(AUTH_KEYS.idToken);
  const keycloakSettings = settings();
  reset(null);
  if (!keycloakSettings) return;
  // Busy until the browser has left: a page that requires sign-in must not start a new sign-in meanwhile.
  update({ busy: true });
  const home = `${window.location.origin}${localizePath("/", pageLanguage())}`;
  const keycloak = pending ? (await pending.catch(() => null))?.keycloak : null;
  if (keycloak) {
    await keycloak.logout({ redirectUri: home });
    return;
  }
  // No instance on this page (e.g. the restore failed): send the visitor to the provider directly.
  const logout = new URL(
    `${keycloakSettings.url}/realms/${keycloakSettings.realm}/protocol/openid-connect/logout`,
  );
  logout.searchParams.set("client_id", keycloakSettings.clientId);
  logout.searchParams.set("post_logout_redirect_uri", home);
  if (idToken) logout.searchParams.set("id_token_hint", idToken);
  window.location.assign(logout.href);
}
