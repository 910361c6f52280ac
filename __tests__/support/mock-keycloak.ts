import { jwtPayload } from "../../src/sign-in/token-claims";
import type { StoredTokens } from "../../src/sign-in/token-store";
import { jwt } from "./jwt";

/**
 * keycloak-js and the identity provider behind it, as far as the session (src/sign-in/session.ts) uses them:
 * `init` with stored tokens refreshes them once, `updateToken` refreshes, and the provider rotates refresh
 * tokens (one used twice is refused, as Keycloak does with "Revoke Refresh Token"). Each answer takes
 * PROVIDER_LATENCY_MS, so two tabs can ask while one request is under way.
 */
export const NOW = Date.UTC(2026, 10, 22, 12);
export const TOKEN_LIFE_S = 300;
const REFRESH_LIFE_S = 1_800;
export const PROVIDER_LATENCY_MS = 100;

// The mock's own tokens (jwt()), so their claims are always there.
const claimsOf = (token: string) => jwtPayload(token) as { exp: number };

/** keycloak-js's NetworkError: the provider's answer, unread, as `response`. */
function networkError(status: number, body: object | null): Error {
  const response = {
    status,
    clone: () => ({ json: async () => (body === null ? Promise.reject(new SyntaxError("not JSON")) : body) }),
  };
  return Object.assign(new Error(`Server responded with an invalid status ${status}`), { response });
}

type Mode =
  | { kind: "up" }
  | { kind: "down" }
  | { kind: "hang" }
  | { kind: "answer"; status: number; body: object | null };

function mockIdentityProvider() {
  let mode: Mode = { kind: "up" };
  let issued = 0;
  const used = new Set<string>();
  const provider = {
    instances: [] as MockKeycloak[],
    /** The refresh token of every refresh request, in order. */
    refreshes: [] as string[],
    /** Refresh tokens sent a second time: two tabs refreshed with the same one. */
    reusedRefreshTokens: [] as string[],
    /** Whether `init` takes the given tokens as they are instead of refreshing them. */
    adopting: false,
    reset() {
      mode = { kind: "up" };
      used.clear();
      provider.instances = [];
      provider.refreshes = [];
      provider.reusedRefreshTokens = [];
      provider.adopting = false;
    },
    up: () => void (mode = { kind: "up" }),
    /** No answer at all: the network or the provider is down. */
    down: () => void (mode = { kind: "down" }),
    /** The connection is accepted and never answered. */
    hang: () => void (mode = { kind: "hang" }),
    answer: (status: number, body: object | null) => void (mode = { kind: "answer", status, body }),
    refuse: () => provider.answer(400, { error: "invalid_grant", error_description: "Token is not active" }),
    adoptOnInit: () => void (provider.adopting = true),
    /** New tokens, as the token endpoint gives them now. */
    issue(): StoredTokens {
      issued += 1;
      const now = Date.now() / 1000;
      return {
        accessToken: jwt({ sub: "staff", typ: "Bearer", n: issued, exp: now + TOKEN_LIFE_S }),
        accessExpiresAt: (now + TOKEN_LIFE_S) * 1000,
        refreshToken: jwt({ sub: "staff", typ: "Refresh", n: issued, exp: now + REFRESH_LIFE_S }),
        refreshExpiresAt: (now + REFRESH_LIFE_S) * 1000,
        idToken: jwt({ sub: "staff", name: "Sample Staff", n: issued, exp: now + TOKEN_LIFE_S }),
      };
    },
    async refresh(refreshToken: string): Promise<StoredTokens> {
      provider.refreshes.push(refreshToken);
      const current = mode;
      if (current.kind === "hang") return new Promise(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, PROVIDER_LATENCY_MS));
      if (current.kind === "down") throw new TypeError("Failed to fetch");
      if (current.kind === "answer") throw networkError(current.status, current.body);
      if (used.has(refreshToken)) {
        provider.reusedRefreshTokens.push(refreshToken);
        throw networkError(400, {
          error: "invalid_grant",
          error_description: "Maximum allowed refresh token reuse exceeded",
        });
      }
      used.add(refreshToken);
      return provider.issue();
    },
  };
  return provider;
}

/** The one provider every MockKeycloak talks to; a test calls reset() before it starts. */
export const identityProvider = mockIdentityProvider();

export class MockKeycloak {
  token?: string;
  refreshToken?: string;
  idToken?: string;
  tokenParsed?: { exp: number };
  refreshTokenParsed?: { exp: number };
  timeSkew = 0;
  initOptions?: Record<string, unknown>;
  /** The minValidity of the last updateToken call. */
  lastMinValidity?: number;
  refreshCalls = 0;
  readonly login = jest.fn(async () => undefined);
  readonly logout = jest.fn(async () => undefined);

  constructor(readonly config: { url: string; realm: string; clientId: string }) {
    identityProvider.instances.push(this);
  }

  async init(options: { token?: string; refreshToken?: string; idToken?: string }): Promise<boolean> {
    this.initOptions = options;
    if (!options.token || !options.refreshToken) return false;
    if (identityProvider.adopting) {
      this.take({
        accessToken: options.token,
        refreshToken: options.refreshToken,
        idToken: options.idToken ?? null,
      });
      return true;
    }
    this.refreshToken = options.refreshToken;
    return this.updateToken(-1);
  }

  async updateToken(minValidity: number): Promise<boolean> {
    this.lastMinValidity = minValidity;
    this.refreshCalls += 1;
    this.take(await identityProvider.refresh(this.refreshToken ?? ""));
    return true;
  }

  async loadUserInfo(): Promise<object> {
    return { sub: "staff", name: "Sample Staff" };
  }

  private take(tokens: Pick<StoredTokens, "accessToken" | "refreshToken" | "idToken">): void {
    this.token = tokens.accessToken;
    this.tokenParsed = claimsOf(tokens.accessToken);
    this.refreshToken = tokens.refreshToken;
    this.refreshTokenParsed = claimsOf(tokens.refreshToken);
    this.idToken = tokens.idToken ?? undefined;
  }
}
