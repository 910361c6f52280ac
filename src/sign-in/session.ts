import type Keycloak from "keycloak-js";
import { publicConfiguration } from "../shared/configuration/public-configuration";
import { DEFAULT_LANGUAGE, languageOfPath, localizePath, type Language } from "../shared/i18n/languages";
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
import { classifyFailure } from "./provider-failure";
import { retryDelay } from "./retry-schedule";
import { safeReturnPath } from "./return-path";
import { withinProviderLimit } from "./time-limit";
import { userFromTokens } from "./token-claims";
import { AUTH_KEYS } from "./storage-keys";
import {
  clearTokens,
  readStoredSession,
  readTokens,
  refreshDelay,
  saveTokens,
  tokenStatus,
  type StoredTokens,
} from "./token-store";

/**
 * The visitor's session in the browser: restores a stored one, completes a sign-in on the callback page,
 * keeps the access token fresh, rides out provider outages, and signs out. It writes the state of
 * `auth-store.ts`, which React reads through `useAuth`; nothing here renders.
 */
let started = false;
/** The next refresh, or the next attempt to reach the provider during an outage. */
let timer: ReturnType<typeof setTimeout> | undefined;
/** Failed attempts in the current outage (0 when the provider answers). */
let outageAttempts = 0;

type Settings = NonNullable<typeof publicConfiguration.keycloak>;

const storage = () => browserAuthStorage();
const settings = () => publicConfiguration.keycloak;
const pageLanguage = (): Language =>
  typeof window === "undefined" ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);
const callbackUrl = (language: Language) => `${window.location.origin}${localizePath(LOGIN_PATH, language)}`;

function schedule(work: () => Promise<void>, delayMs: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void work(), delayMs);
}

/** Forget the session here; `error` tells the visitor why, when there is something to tell. */
function reset(error: AuthErrorCode | null): void {
  clearTimeout(timer);
  outageAttempts = 0;
  clearTokens(storage());
  storage().remove(AUTH_KEYS.returnPath);
  forgetKeycloak();
  update({ ...SIGNED_OUT, ready: true, error });
}

async function establish(keycloak: Keycloak): Promise<void> {
  const tokens = tokensOf(keycloak);
  saveTokens(storage(), tokens);
  const user = (await withinProviderLimit(keycloak.loadUserInfo())) as AuthUser;
  outageAttempts = 0;
  update({ user, loggedIn: true, strategy: "keycloak", busy: false, ready: true, error: null });
  schedule(refresh, refreshDelay(tokens, Date.now()));
}

/**
 * The provider did not answer (or answered 5xx): the visitor stays signed in with the stored tokens, is told
 * once per outage, and the site tries again with back-off. Only the provider refusing the refresh token
 * (`invalid_grant`) ends the session.
 */
function rideOutOutage(): void {
  // A request that never answered blocks keycloak-js's refresh queue: the next attempt uses a new instance.
  forgetKeycloak();
  const stored = readTokens(storage());
  if (!stored) return reset(null);
  const state = getAuthState();
  const user = state.user ?? userFromTokens(stored);
  if (!user) return reset("unreadable");
  update({
    user,
    loggedIn: true,
    strategy: "keycloak",
    busy: false,
    ready: true,
    error: outageAttempts === 0 ? "unreachable" : state.error,
  });
  schedule(connect, retryDelay(outageAttempts));
  outageAttempts += 1;
}

/** What a failed call to the provider means: an outage is ridden out, anything else ends the session. */
async function endOrRideOut(failure: unknown): Promise<void> {
  const kind = await classifyFailure(failure);
  if (kind === "outage") rideOutOutage();
  else reset(kind === "refused" ? "expired" : "failed");
}

/**
 * Refreshes the access token; serialised across tabs, each refresh using the newest stored refresh token.
 * Resolves to null when the session was ended in another tab meanwhile.
 */
async function refreshedTokens(keycloak: Keycloak, stored: StoredTokens): Promise<StoredTokens | null> {
  const run = async () => {
    const latest = readTokens(storage());
    if (!latest) return null;
    // Another tab may have refreshed meanwhile: its access token is fresh enough, take it as it is.
    if (latest.accessToken !== stored.accessToken && refreshDelay(latest, Date.now()) > 0) return latest;
    keycloak.refreshToken = latest.refreshToken;
    // Time-limited inside the lock, so a provider that never answers cannot hold every tab's lock.
    await withinProviderLimit(keycloak.updateToken(-1));
    const tokens = tokensOf(keycloak);
    saveTokens(storage(), tokens);
    return tokens;
  };
  return navigator.locks ? navigator.locks.request("auth.refresh", run) : run();
}

async function refresh(): Promise<void> {
  const session = readStoredSession(storage());
  // Signed out in another tab meanwhile, or the stored values were spoilt.
  if (session.kind !== "stored") return reset(session.kind === "unreadable" ? "unreadable" : null);
  const stored = session.tokens;
  if (tokenStatus(stored.refreshExpiresAt, Date.now()) !== "valid") return reset("expired");
  const pending = initializedKeycloak();
  if (!pending) return connect();
  try {
    const { keycloak } = await pending;
    const tokens = await refreshedTokens(keycloak, stored);
    if (!tokens) return reset(null);
    outageAttempts = 0;
    // The provider answers again after an outage: the message goes.
    if (getAuthState().error === "unreachable") update({ error: null });
    schedule(refresh, refreshDelay(tokens, Date.now()));
  } catch (failure) {
    await endOrRideOut(failure);
  }
}

/**
 * Hands the stored tokens to a new keycloak-js instance, whose init refreshes them once: on a page load with
 * a stored session, and for each retry during an outage.
 */
async function connect(): Promise<void> {
  const keycloakSettings = settings();
  if (!keycloakSettings) return;
  const session = readStoredSession(storage());
  // Signed out in another tab meanwhile.
  if (session.kind === "none") return reset(null);
  if (session.kind === "unreadable") return reset("unreadable");
  const stored = session.tokens;
  if (tokenStatus(stored.refreshExpiresAt, Date.now()) !== "valid") return reset("expired");
  try {
    const { keycloak } = await initKeycloak(keycloakSettings, {
      ...baseInitOptions(callbackUrl(pageLanguage())),
      token: stored.accessToken,
      refreshToken: stored.refreshToken,
      idToken: stored.idToken ?? undefined,
    });
    await establish(keycloak);
  } catch (failure) {
    await endOrRideOut(failure);
  }
}

async function completeSignIn(keycloakSettings: Settings): Promise<void> {
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
  } catch (failure) {
    // The code cannot be exchanged twice: nobody is signed in, but say why when the provider was away.
    reset((await classifyFailure(failure)) === "outage" ? "unreachableSignIn" : "failed");
  }
}

/** Called once per page load (through actions.ts) when there is a callback or a stored session. */
export function startSession(): void {
  if (started) return;
  started = true;
  const keycloakSettings = settings();
  if (!keycloakSettings) return update({ ready: true });
  const work = sessionWork(window.location.pathname, window.location.hash, storage());
  if (work === "callback") void completeSignIn(keycloakSettings);
  else if (work === "restore") {
    update({ busy: true });
    void connect();
  } else update({ ready: true });
  window.addEventListener("storage", (event) => {
    // Signed out in another tab: follow it here.
    if (event.key === AUTH_KEYS.strategy && event.newValue === null && getAuthState().loggedIn) reset(null);
  });
  // Back online during an outage: try at once instead of waiting for the next back-off step.
  window.addEventListener("online", () => {
    if (outageAttempts > 0) schedule(connect, 0);
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
  // Without storage neither keycloak-js's PKCE verifier nor the session would survive the trip: say so.
  if (!storage().works()) return update({ ready: true, error: "storageUnavailable" });
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
