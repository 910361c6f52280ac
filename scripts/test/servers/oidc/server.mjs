// A real OpenID provider (oidc-provider) in Keycloak's URL layout for the browser tests:
//   http://127.0.0.1:${OIDC_PORT:-8094}/realms/${OIDC_REALM:-lpbf}/protocol/openid-connect/{auth,token,…}
// Sign in as staff@example.com / staff-password (or brief@example.com / brief-password: 8 s tokens; or
// editor@example.com / editor-password, who has the realm role content-editor).
import { createServer } from "node:http";
import { accountByLogin } from "./accounts.mjs";
import { loginPage } from "./login-page.mjs";
import { OIDC_PATHS, createProvider } from "./provider.mjs";

const port = Number(process.env.OIDC_PORT ?? 8094);
const realmPath = `/realms/${process.env.OIDC_REALM ?? "lpbf"}`;
const clientId = process.env.OIDC_CLIENT_ID ?? "shop_frontend";
const provider = createProvider({ issuer: `http://127.0.0.1:${port}${realmPath}`, clientId });
const handle = provider.callback();

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

// Tokens come back as the JWTs the bridge made; the provider wants its own opaque values.
async function unwrapIncomingTokens(req, path) {
  const bearer = req.headers.authorization?.match(/^bearer (.+)$/i);
  if (bearer) req.headers.authorization = `Bearer ${provider.bridge.unwrapToken(bearer[1])}`;
  if (req.method === "POST" && (path === OIDC_PATHS.token || path === OIDC_PATHS.revocation)) {
    const form = await readForm(req);
    for (const name of ["refresh_token", "token"])
      if (form.has(name)) form.set(name, provider.bridge.unwrapToken(form.get(name)));
    req.body = form.toString();
  }
}

async function interaction(req, res, uid) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error("interaction mismatch");
  const action = `${realmPath}/interaction/${uid}`;
  if (req.method === "POST") {
    const form = await readForm(req);
    const account = accountByLogin(form.get("username"), form.get("password"));
    if (account) {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.statusCode = 401;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(loginPage({ action, error: "Invalid username or password.", username: form.get("username") }));
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(loginPage({ action }));
}

createServer(async (req, res) => {
  try {
    if (!req.url.startsWith(realmPath)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const path = new URL(req.url, "http://x").pathname.slice(realmPath.length);
    const uid = path.match(/^\/interaction\/([\w-]+)$/)?.[1];
    if (uid) {
      await interaction(req, res, uid);
      return;
    }
    await unwrapIncomingTokens(req, path);
    // Mounted under the realm path: the provider reads the mount point from originalUrl.
    req.originalUrl = req.url;
    req.url = req.url.slice(realmPath.length) || "/";
    handle(req, res);
  } catch (error) {
    res.statusCode = 400;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(String(error?.message ?? error));
  }
}).listen(port, "127.0.0.1", () => console.log(`OpenID provider on http://127.0.0.1:${port}${realmPath}`));
