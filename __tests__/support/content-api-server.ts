/**
 * The content API as Decap CMS meets it, shared by the content-api-*.test.ts files so that each checks one
 * concern against the same server: the real routes, store and git, over a copy of the repository's data/
 * with a bare remote and tokens of a key pair of the test's own, since only that shows what a save really
 * commits and pushes. What the real OpenID provider, nginx and Decap add is e2e/editing.spec.ts's.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import sharp from "sharp";
import { contentLayout } from "../../gatsby/admin/content-layout";
import { siteRoutes } from "../../gatsby/locales/site-routes";
import { ContentStore } from "../../publisher/content/content-store.mjs";
import { CONTENT_LIMITS } from "../../publisher/content/content-api.mjs";
import { MAX_CONTENT_BYTES, registerContentApi } from "../../publisher/content/content-routes.mjs";
import { editorTokenChecker } from "../../publisher/content/editor-token.mjs";
import { GitRepository } from "../../publisher/content/git-repository.mjs";
import { ReadVersions } from "../../publisher/content/read-versions.mjs";
import { ContentFiles } from "../../publisher/content/safe-files.mjs";
import { Serial } from "../../publisher/content/serial.mjs";
import { keyFromSecret } from "../../publisher/content/session-key.mjs";
import { SessionRevocations } from "../../publisher/content/session-revocations.mjs";
import { createHttpServer } from "../../publisher/http-server.mjs";

// A save checks the whole repository copy and commits and pushes with git: seconds, not milliseconds, on a
// busy machine (jest's 5 s default was met by the first save of a file).
jest.setTimeout(20_000);

const REPO = path.resolve(__dirname, "../..");
const ISSUER_URL = "https://sso.example.test";
const REALM = "staff";
const ORIGIN = "http://site.test";
/** The editor's own client: the content API takes no other's tokens. */
export const EDITOR_CLIENT = "site_editor";
/** The session key's secret, of its own (not the publisher's). */
export const SESSION_SECRET = "k".repeat(40);

export const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/** The headers of a request from the site's own pages. */
export const headers = { origin: ORIGIN, host: "site.test" };

/** A small real picture, as an editor's camera or image program makes it. */
export const picture = (format: "jpeg" | "png", width = 16, height = 16) =>
  sharp({ create: { width, height, channels: 3, background: "#2a7" } })
    .toFormat(format)
    .toBuffer();

/**
 * Starts the content API before each test of the calling describe block and removes it and its
 * repositories after. The fields are the current test's, so read them inside a test, not before.
 */
export function contentApiServer() {
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  let jwks: ReturnType<typeof createLocalJWKSet>;
  // The repository and its remote as every test starts them, committed once: each test copies them, which
  // costs a fraction of committing data/ and its pictures anew.
  let template: string;
  beforeAll(async () => {
    keys = await generateKeyPair("RS256");
    jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256" }] });
    template = mkdtempSync(path.join(tmpdir(), "content-api-template-"));
    const site = path.join(template, "site");
    const remote = path.join(template, "remote.git");
    for (const part of ["data", "static/files", "src/pages"]) {
      cpSync(path.join(REPO, part), path.join(site, part), { recursive: true });
    }
    git(template, "init", "-q", "-b", "main", site);
    git(site, "add", "-A");
    git(site, "-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "-q", "-m", "The site");
    git(template, "init", "-q", "--bare", "-b", "main", remote);
    git(site, "push", "-q", remote, "main");
  });
  afterAll(() => rmSync(template, { recursive: true, force: true }));

  const api = {
    dir: "",
    site: "",
    remote: "",
    /** The paths of every save that asked for a build, in order. */
    saves: [] as string[][],
    logged: [] as string[],
    app: undefined as unknown as ReturnType<typeof createHttpServer>,
    revocations: undefined as unknown as SessionRevocations,

    /** An access token as Keycloak issues it, changed by `claims`. */
    accessToken(claims: Record<string, unknown> = {}, key = keys.privateKey) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        typ: "Bearer",
        azp: EDITOR_CLIENT,
        realm_access: { roles: ["content-editor"] },
        name: "Erika Editor",
        email: "editor@example.com",
        iss: `${ISSUER_URL}/realms/${REALM}`,
        sub: "editor-1",
        iat: now,
        exp: now + 300,
        ...claims,
      })
        .setProtectedHeader({ alg: "RS256", kid: "k1" })
        .sign(key);
    },

    /**
     * A session cookie for a fresh sign-in, or the renewal of `earlier` (as /admin/ asks with each new token).
     */
    async session(claims: Record<string, unknown> = {}, earlier?: string) {
      const response = await api.app.inject({
        method: "POST",
        url: "/api/content/session",
        headers: {
          ...headers,
          authorization: `Bearer ${await api.accessToken(claims)}`,
          ...(earlier ? { cookie: earlier } : {}),
        },
      });
      expect(response.statusCode).toBe(200);
      const cookie = String(response.headers["set-cookie"]);
      expect(cookie).toMatch(
        /^__Host-site_editor=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/,
      );
      return cookie.split(";")[0];
    },

    call: (cookie: string, action: string, params: object) =>
      api.app.inject({
        method: "POST",
        url: "/api/content",
        headers: { ...headers, cookie, "content-type": "application/json" },
        payload: JSON.stringify({ action, params, branch: "main" }),
      }),

    entry: (file: string) => JSON.parse(readFileSync(path.join(api.site, file), "utf8")),
    commits: () => Number(git(api.site, "rev-list", "--count", "HEAD")),

    persist: (cookie: string, file: string, data: unknown, assets: object[] = []) =>
      api.call(cookie, "persistEntry", {
        dataFiles: [{ path: file, slug: path.basename(file, ".json"), raw: JSON.stringify(data) }],
        assets,
        options: { commitMessage: "x" },
      }),
  };

  beforeEach(async () => {
    api.dir = mkdtempSync(path.join(tmpdir(), "content-api-"));
    api.site = path.join(api.dir, "site");
    api.remote = path.join(api.dir, "remote.git");
    const { dir, site, remote } = api;
    cpSync(path.join(template, "site"), site, { recursive: true, verbatimSymlinks: true });
    cpSync(path.join(template, "remote.git"), remote, { recursive: true, verbatimSymlinks: true });
    api.saves = [];
    api.logged = [];
    api.app = createHttpServer(CONTENT_LIMITS, { bodyLimit: MAX_CONTENT_BYTES, log: () => {} });
    api.revocations = new SessionRevocations({ stateDir: dir });
    const namespaces = ["common", "jobs", "team", "editor"];
    registerContentApi(api.app, {
      checkToken: editorTokenChecker({
        url: ISSUER_URL,
        realm: REALM,
        clientId: EDITOR_CLIENT,
        role: "content-editor",
        keys: jwks,
      }),
      key: keyFromSecret(SESSION_SECRET),
      revocations: api.revocations,
      store: new ContentStore({
        files: new ContentFiles(site),
        git: new GitRepository({
          root: site,
          remote,
          branch: "main",
          committer: { name: "Site publisher", email: "publisher@example.test" },
        }),
        layout: contentLayout(namespaces),
        languages: ["en", "de"],
        routes: siteRoutes(path.join(site, "src", "pages")),
        versions: new ReadVersions(),
        serial: new Serial(),
        onSaved: (paths: string[]) => api.saves.push(paths),
      }),
      status: () => ({
        state: "idle",
        liveSince: null,
        lastBuildFailed: false,
        lastError: null,
        nextTry: null,
      }),
      log: (line: string) => api.logged.push(line),
    });
    await api.app.ready();
  });
  afterEach(async () => {
    await api.app.close();
    rmSync(api.dir, { recursive: true, force: true });
  });

  return api;
}
