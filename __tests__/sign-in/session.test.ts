/**
 * @jest-environment jsdom
 */
import type { AuthState } from "../../src/sign-in/auth-state";
import { browserAuthStorage } from "../../src/sign-in/browser-storage";
import { AUTH_KEYS } from "../../src/sign-in/storage-keys";
import { PROVIDER_TIME_LIMIT_MS } from "../../src/sign-in/time-limit";
import { readTokens, saveTokens, type StoredTokens } from "../../src/sign-in/token-store";
import { fakeWebLocks } from "../support/fake-web-locks";
import {
  identityProvider as provider,
  MockKeycloak,
  NOW,
  PROVIDER_LATENCY_MS,
  TOKEN_LIFE_S,
} from "../support/mock-keycloak";

jest.mock("keycloak-js", () => ({ __esModule: true, default: MockKeycloak }));
jest.mock("../../src/shared/configuration/public-configuration", () => ({
  publicConfiguration: { keycloak: { url: "https://sso.example.com", realm: "site", clientId: "web" } },
}));

/** A 300 s access token is refreshed a third of its life, at most 30 s, before it expires (token-store.ts). */
const REFRESH_AFTER_MS = TOKEN_LIFE_S * 1000 - 500 - 30_000;
/** From one refresh request to the next: the tokens' life starts when the provider's answer arrives. */
const REFRESH_CYCLE_MS = REFRESH_AFTER_MS + PROVIDER_LATENCY_MS;
/** The first back-off step during an outage is 1–2 s (retry-schedule.ts). */
const FIRST_RETRY_MAX_MS = 2_000;

const storage = browserAuthStorage();

/** One browser tab: its own copy of the session code and of the state React reads. */
interface Tab {
  state(): AuthState;
  session: typeof import("../../src/sign-in/session");
}

/** Loads a page: the session restores the stored one (waiting `waitMs` for the provider's answer). */
async function openTab(waitMs = PROVIDER_LATENCY_MS): Promise<Tab> {
  jest.resetModules();
  const session = await import("../../src/sign-in/session");
  const store = await import("../../src/sign-in/auth-store");
  session.startSession();
  await jest.advanceTimersByTimeAsync(waitMs);
  return { state: store.getAuthState, session };
}

/** The session an earlier sign-in left in the browser. */
function storeSession(overrides: Partial<StoredTokens> = {}): StoredTokens {
  const tokens = { ...provider.issue(), ...overrides };
  saveTokens(storage, tokens);
  return tokens;
}

const signedIn = (tab: Tab) => ({ loggedIn: tab.state().loggedIn, error: tab.state().error });

let addListener: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  // The longest back-off of each step.
  jest.spyOn(Math, "random").mockReturnValue(0.999);
  addListener = jest.spyOn(window, "addEventListener");
  provider.reset();
  localStorage.clear();
});

afterEach(() => {
  // Each tab listens on the one window; the tabs of an earlier test must not hear this test's events.
  for (const [type, listener] of addListener.mock.calls) window.removeEventListener(type, listener);
  jest.restoreAllMocks();
  jest.clearAllTimers();
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, "locks");
});

describe("restoring a stored session on a page load", () => {
  it("hands the stored tokens to keycloak-js, which refreshes them once, and signs the visitor in", async () => {
    const stored = storeSession();
    const tab = await openTab();
    expect(provider.instances).toHaveLength(1);
    expect(provider.instances[0].initOptions).toMatchObject({
      token: stored.accessToken,
      refreshToken: stored.refreshToken,
      pkceMethod: "S256",
    });
    expect(signedIn(tab)).toEqual({ loggedIn: true, error: null });
    expect(tab.state().user).toEqual({ sub: "staff", name: "Sample Staff" });
    expect(readTokens(storage)?.refreshToken).toBe(provider.instances[0].refreshToken);
    expect(readTokens(storage)?.refreshToken).not.toBe(stored.refreshToken);
  });

  it("ends a session whose refresh token has expired, without asking the provider", async () => {
    storeSession({ refreshExpiresAt: NOW - 1 });
    const tab = await openTab();
    expect(provider.instances).toHaveLength(0);
    expect(signedIn(tab)).toEqual({ loggedIn: false, error: "expired" });
    expect(storage.get(AUTH_KEYS.strategy)).toBeNull();
  });

  it("keeps the visitor signed in with the stored tokens while the provider is down, and says so", async () => {
    storeSession();
    provider.down();
    const tab = await openTab();
    expect(signedIn(tab)).toEqual({ loggedIn: true, error: "unreachable" });
    expect(tab.state().user).toMatchObject({ sub: "staff", name: "Sample Staff" });
    expect(readTokens(storage)).not.toBeNull();
  });
});

describe("refreshing the access token", () => {
  it("refreshes a third of the token's life (at most 30 s) before it expires, and again after that", async () => {
    storeSession();
    await openTab();
    const refreshes = provider.refreshes.length;
    await jest.advanceTimersByTimeAsync(REFRESH_AFTER_MS - 1);
    expect(provider.refreshes).toHaveLength(refreshes);
    await jest.advanceTimersByTimeAsync(1);
    expect(provider.refreshes).toHaveLength(refreshes + 1);
    // -1: refresh whatever the token's remaining life, the session decided when.
    expect(provider.instances[0].lastMinValidity).toBe(-1);
    await jest.advanceTimersByTimeAsync(REFRESH_CYCLE_MS);
    expect(provider.refreshes).toHaveLength(refreshes + 2);
  });

  it("stores the refreshed tokens, so a reload or another tab takes them", async () => {
    storeSession();
    await openTab();
    await jest.advanceTimersByTimeAsync(REFRESH_CYCLE_MS);
    expect(readTokens(storage)?.accessToken).toBe(provider.instances[0].token);
    expect(readTokens(storage)?.accessExpiresAt).toBe(Date.now() + TOKEN_LIFE_S * 1000);
  });

  it("ends the session with 'expired' when the provider refuses the refresh token (invalid_grant)", async () => {
    storeSession();
    const tab = await openTab();
    provider.refuse();
    await jest.advanceTimersByTimeAsync(REFRESH_CYCLE_MS);
    expect(signedIn(tab)).toEqual({ loggedIn: false, error: "expired" });
    expect(readTokens(storage)).toBeNull();
  });

  it("ends the session with 'failed' on any other refusal, which a retry would not change", async () => {
    storeSession();
    const tab = await openTab();
    provider.answer(401, { error: "invalid_client" });
    await jest.advanceTimersByTimeAsync(REFRESH_CYCLE_MS);
    expect(signedIn(tab)).toEqual({ loggedIn: false, error: "failed" });
  });

  it("rides out a provider that is down: signed in, told, retried with back-off on a new instance", async () => {
    storeSession();
    const tab = await openTab();
    provider.down();
    await jest.advanceTimersByTimeAsync(REFRESH_CYCLE_MS);
    expect(signedIn(tab)).toEqual({ loggedIn: true, error: "unreachable" });
    expect(readTokens(storage)).not.toBeNull();

    provider.up();
    await jest.advanceTimersByTimeAsync(FIRST_RETRY_MAX_MS + PROVIDER_LATENCY_MS);
    // A request that never answered would block keycloak-js's queue: the retry starts a new instance.
    expect(provider.instances).toHaveLength(2);
    expect(signedIn(tab)).toEqual({ loggedIn: true, error: null });
  });

  it("takes a 5xx for the provider being down, not for a sign-out", async () => {
    storeSession();
    const tab = await openTab();
    provider.answer(503, null);
    await jest.advanceTimersByTimeAsync(REFRESH_CYCLE_MS);
    expect(signedIn(tab)).toEqual({ loggedIn: true, error: "unreachable" });
  });

  it("stops waiting for a provider that never answers at the time limit, and rides it out", async () => {
    storeSession();
    const tab = await openTab();
    provider.hang();
    await jest.advanceTimersByTimeAsync(REFRESH_AFTER_MS + PROVIDER_TIME_LIMIT_MS - 1);
    expect(signedIn(tab)).toEqual({ loggedIn: true, error: null });
    await jest.advanceTimersByTimeAsync(1);
    expect(signedIn(tab)).toEqual({ loggedIn: true, error: "unreachable" });
  });

  it("ends the session, asking nothing, when the refresh token expired before the refresh was due", async () => {
    storeSession();
    const tab = await openTab();
    // The stored refresh token runs out before the access token's refresh is due (a sleeping laptop).
    saveTokens(storage, { ...(readTokens(storage) as StoredTokens), refreshExpiresAt: Date.now() + 1_000 });
    const refreshes = provider.refreshes.length;
    await jest.advanceTimersByTimeAsync(REFRESH_AFTER_MS);
    expect(provider.refreshes).toHaveLength(refreshes);
    expect(signedIn(tab)).toEqual({ loggedIn: false, error: "expired" });
  });

  it("refreshes without Web Locks where the browser has none", async () => {
    storeSession();
    const tab = await openTab();
    const refreshes = provider.refreshes.length;
    await jest.advanceTimersByTimeAsync(REFRESH_CYCLE_MS);
    expect(provider.refreshes).toHaveLength(refreshes + 1);
    expect(signedIn(tab)).toEqual({ loggedIn: true, error: null });
  });
});

describe("two tabs of one session", () => {
  /** Two tabs restored from the same stored tokens at the same moment: their refreshes are due together. */
  async function twoTabs(): Promise<[Tab, Tab]> {
    storeSession();
    provider.adoptOnInit();
    return [await openTab(0), await openTab(0)];
  }

  beforeEach(() => {
    Object.defineProperty(navigator, "locks", { value: fakeWebLocks(), configurable: true });
  });

  it("refresh one at a time: the provider sees each refresh token once, and both tabs stay signed in", async () => {
    const [first, second] = await twoTabs();
    await jest.advanceTimersByTimeAsync(REFRESH_CYCLE_MS);
    expect(provider.refreshes).toHaveLength(1);
    expect(provider.reusedRefreshTokens).toEqual([]);
    expect(signedIn(first)).toEqual({ loggedIn: true, error: null });
    expect(signedIn(second)).toEqual({ loggedIn: true, error: null });
  });

  it("the tab that waited for the lock takes the tokens the other stored, and asks the provider nothing", async () => {
    const [first, second] = await twoTabs();
    await jest.advanceTimersByTimeAsync(REFRESH_CYCLE_MS);
    expect(provider.instances.map((instance) => instance.refreshCalls)).toEqual([1, 0]);
    // Both next refreshes are due by the same new tokens: again one request for the two tabs.
    await jest.advanceTimersByTimeAsync(REFRESH_CYCLE_MS);
    expect(provider.refreshes).toHaveLength(2);
    expect(provider.reusedRefreshTokens).toEqual([]);
    expect(signedIn(first)).toEqual({ loggedIn: true, error: null });
    expect(signedIn(second)).toEqual({ loggedIn: true, error: null });
  });

  it("hold the lock no longer than the time limit when the provider never answers", async () => {
    const [first, second] = await twoTabs();
    provider.hang();
    await jest.advanceTimersByTimeAsync(REFRESH_AFTER_MS);
    // The first tab holds the lock, waiting for an answer; the second waits for the lock.
    expect(provider.refreshes).toHaveLength(1);
    provider.up();
    await jest.advanceTimersByTimeAsync(PROVIDER_TIME_LIMIT_MS - 1);
    expect(provider.refreshes).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    // The first tab gave up and released the lock: the second refreshes with the tokens still stored.
    expect(provider.refreshes).toEqual([provider.refreshes[0], provider.refreshes[0]]);
    await jest.advanceTimersByTimeAsync(PROVIDER_LATENCY_MS);
    expect(signedIn(first)).toEqual({ loggedIn: true, error: "unreachable" });
    expect(signedIn(second)).toEqual({ loggedIn: true, error: null });
  });

  it("a tab waiting for the lock follows a sign-out in the other tab, without an error", async () => {
    const [first, second] = await twoTabs();
    provider.hang();
    await jest.advanceTimersByTimeAsync(REFRESH_AFTER_MS);
    await first.session.signOut();
    await jest.advanceTimersByTimeAsync(PROVIDER_TIME_LIMIT_MS);
    expect(provider.refreshes).toHaveLength(1);
    expect(signedIn(first)).toEqual({ loggedIn: false, error: null });
    expect(signedIn(second)).toEqual({ loggedIn: false, error: null });
  });

  it("a tab follows a sign-out in another tab as soon as the storage event tells it", async () => {
    const [, second] = await twoTabs();
    window.dispatchEvent(new StorageEvent("storage", { key: AUTH_KEYS.strategy, newValue: null }));
    expect(signedIn(second)).toEqual({ loggedIn: false, error: null });
  });
});
