// oidc-provider configured like the realm production uses: a public client with the authorization code
// flow and PKCE S256, Keycloak's endpoint paths, refresh tokens without offline_access, no rotation.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import Provider from "oidc-provider";
import { accountById } from "./accounts.mjs";
import { decodePayload, jwtBridge } from "./jwt-bridge.mjs";

export const OIDC_PATHS = {
  authorization: "/protocol/openid-connect/auth",
  token: "/protocol/openid-connect/token",
  userinfo: "/protocol/openid-connect/userinfo",
  end_session: "/protocol/openid-connect/logout",
  jwks: "/protocol/openid-connect/certs",
  revocation: "/protocol/openid-connect/revoke",
};

const DAY = 24 * 60 * 60;
const isLoopback = (value) => {
  const url = URL.parse(value);
  return url !== null && url.protocol === "http:" && url.hostname === "127.0.0.1";
};
// Test sites run on any loopback port; what must match is the path, as Keycloak's redirect URI list would.
const samePathOnLoopback = (value, allowedPaths) =>
  isLoopback(value) && allowedPaths.includes(new URL(value).pathname);

function signingKey() {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { ...privateKey.export({ format: "jwk" }), kid: "test-key", use: "sig", alg: "RS256" };
}

// The provider's own pages: Keycloak signs out without asking when the request carries id_token_hint.
async function logoutSource(ctx, form) {
  ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head>
<body>${form.replace("</form>", '<input type="hidden" name="logout" value="yes"></form>')}
<script>document.forms[0].submit()</script></body></html>`;
}

async function postLogoutSuccessSource(ctx) {
  ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head>
<body><h1>Signed out</h1></body></html>`;
}

// First-party client: like Keycloak with "Consent required" off, the grant is given without asking.
async function loadExistingGrant(ctx) {
  const { client, session } = ctx.oidc;
  const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
  if (grantId) return ctx.oidc.provider.Grant.find(grantId);
  const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope("openid profile email");
  await grant.save();
  session.grantIdFor(client.clientId, grant.jti);
  return grant;
}

export function createProvider({
  issuer,
  clientId,
  editorClientId = "site_editor",
  accessTokenTtl = 300,
  refreshTokenTtl = 30 * DAY,
}) {
  const key = signingKey();
  const bridge = jwtBridge(key);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: ["http://127.0.0.1/login/", "http://127.0.0.1/de/login/"],
        post_logout_redirect_uris: ["http://127.0.0.1/", "http://127.0.0.1/de/"],
      },
      // The editor's own public client (/admin/), as docs/editing.md has the realm set it up.
      {
        client_id: editorClientId,
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: ["http://127.0.0.1/admin/"],
        post_logout_redirect_uris: ["http://127.0.0.1/"],
      },
    ],
    routes: OIDC_PATHS,
    jwks: { keys: [key] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    scopes: ["openid", "profile", "email", "offline_access"],
    claims: {
      openid: ["sub"],
      profile: ["name", "given_name", "family_name", "preferred_username", "scope", "groups"],
      email: ["email", "email_verified"],
    },
    async findAccount(_ctx, id) {
      const account = accountById(id);
      return account && { accountId: id, claims: async () => ({ sub: id, ...account.claims }) };
    },
    interactions: {
      url: (_ctx, interaction) => `${new URL(issuer).pathname}/interaction/${interaction.uid}`,
    },
    // Like Keycloak, the id token carries the profile and email claims, not only userinfo.
    conformIdTokenClaims: false,
    loadExistingGrant,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    rotateRefreshToken: () => false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => isLoopback(origin),
    ttl: {
      AccessToken: (_ctx, token) => accountById(token.accountId)?.accessTokenTtl ?? accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      RefreshToken: refreshTokenTtl,
      Grant: refreshTokenTtl,
      Session: refreshTokenTtl,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
  });

  // Each client only to its own pages, as Keycloak's per-client redirect URI lists have it.
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value) {
    const paths = this.clientId === editorClientId ? ["/admin/"] : ["/login/", "/de/login/"];
    return samePathOnLoopback(value, paths);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = (value) =>
    samePathOnLoopback(value, ["/", "/de/"]);

  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === OIDC_PATHS.token && ctx.status === 200 && ctx.body?.access_token) {
      ctx.body = await asKeycloakTokens(provider, bridge, ctx.body);
    }
    // keycloak-js calls the token endpoint with credentials, which Keycloak allows for its web origins.
    if (ctx.response.get("Access-Control-Allow-Origin")) ctx.set("Access-Control-Allow-Credentials", "true");
  });
  provider.bridge = bridge;
  return provider;
}

async function asKeycloakTokens(provider, bridge, body) {
  const now = Math.floor(Date.now() / 1000);
  const id = body.id_token ? decodePayload(body.id_token) : {};
  // The roles Keycloak writes into its access and refresh tokens (a large set for one test account), and
  // the profile its default scopes put there.
  const account = accountById(id.sub);
  const roles = account?.tokenClaims ?? {};
  const profile = {
    name: account?.claims.name,
    email: account?.claims.email,
    preferred_username: account?.claims.preferred_username,
  };
  const common = {
    iat: now,
    iss: provider.issuer,
    sub: id.sub,
    sid: id.sid,
    azp: id.azp ?? id.aud,
    ...roles,
  };
  const refresh = body.refresh_token ? await provider.RefreshToken.find(body.refresh_token) : undefined;
  return {
    ...body,
    access_token: bridge.wrapToken(body.access_token, {
      ...common,
      ...profile,
      exp: now + body.expires_in,
      typ: "Bearer",
      scope: body.scope,
    }),
    ...(refresh && {
      refresh_token: bridge.wrapToken(body.refresh_token, { ...common, exp: refresh.exp, typ: "Refresh" }),
      refresh_expires_in: refresh.exp - now,
    }),
  };
}
