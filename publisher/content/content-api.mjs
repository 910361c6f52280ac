/**
 * Sets the content API up on a listener of its own: the checkout's files and git, the layout of what may be
 * edited, the token check against the editor's Keycloak realm, the session key, and the routes (docs/editing.md).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { contentLayout } from "../../gatsby/admin/content-layout";
import { siteRoutes } from "../../gatsby/locales/site-routes";
import { LANGUAGES } from "../../src/shared/i18n/languages";
import { createHttpServer } from "../http-server.mjs";
import { ContentStore } from "./content-store.mjs";
import { MAX_CONTENT_BYTES, registerContentApi } from "./content-routes.mjs";
import { editorTokenChecker } from "./editor-token.mjs";
import { GitRepository } from "./git-repository.mjs";
import { ReadVersions } from "./read-versions.mjs";
import { ContentFiles } from "./safe-files.mjs";
import { Serial } from "./serial.mjs";
import { redactRemote } from "./redact-remote.mjs";
import { loadSessionKey } from "./session-key.mjs";
import { SessionRevocations } from "./session-revocations.mjs";

/**
 * The content API's own budget, apart from the WordPress hook's listener: a flood here never starves that
 * one. Saves carry uploads, so a request may take longer than a hook's call.
 */
export const CONTENT_LIMITS = Object.freeze({
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 32,
  maxHeaderBytes: 16 * 1024,
});

/**
 * @param {{ config: ReturnType<import("../config.mjs").readPublisherConfiguration>,
 *   onSaved: (paths: string[]) => void,
 *   status: () => object, log: (line: string) => void }} options
 * @returns {Promise<{ app: import("fastify").FastifyInstance, beforeBuild: () => Promise<void> }>}
 */
export async function startContentApi({ config, onSaved, status, log }) {
  const { content, siteDir } = config;
  const git = new GitRepository({
    root: siteDir,
    remote: content.remote,
    branch: content.branch,
    committer: content.committer,
    log,
  });
  await git.check();
  const namespaces = readdirSync(path.join(siteDir, "data", "locales", "en"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length));
  const serial = new Serial();
  const store = new ContentStore({
    files: new ContentFiles(siteDir),
    git,
    layout: contentLayout(namespaces),
    languages: LANGUAGES,
    routes: siteRoutes(path.join(siteDir, "src", "pages")),
    versions: new ReadVersions(),
    serial,
    onSaved,
  });
  const revocations = new SessionRevocations({ stateDir: path.join(config.root, "run") });
  await revocations.load();
  const app = createHttpServer(CONTENT_LIMITS, { bodyLimit: MAX_CONTENT_BYTES, log });
  registerContentApi(app, {
    checkToken: editorTokenChecker({ ...content.keycloak, role: content.role }),
    key: await loadSessionKey({ secret: content.sessionSecret, stateDir: path.join(config.root, "run") }),
    revocations,
    store,
    status,
    log,
  });
  log(
    `content API on /api/content: editors sign in at ${content.keycloak.url}/realms/${content.keycloak.realm} with the role ${content.role}` +
      (content.remote ? `; saves are pushed to ${redactRemote(content.remote)} (${content.branch})` : ""),
  );
  return {
    app,
    // What developers pushed is built too; a conflict is logged and the build goes on with what is here.
    beforeBuild: () =>
      serial
        .run(() => git.sync())
        .catch((error) => log(`taking in ${redactRemote(content.remote)} failed: ${error.message}`)),
  };
}
