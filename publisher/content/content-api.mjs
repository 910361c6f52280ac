/**
 * Sets the content API up on the publisher: the checkout's files and git, the layout of what may be edited,
 * the token check against the editor's Keycloak realm, and the routes (docs/editing.md).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { contentLayout } from "../../gatsby/admin/content-layout";
import { siteRoutes } from "../../gatsby/locales/site-routes";
import { LANGUAGES } from "../../src/shared/i18n/languages";
import { ContentStore } from "./content-store.mjs";
import { registerContentApi } from "./content-routes.mjs";
import { sessionKey } from "./editor-session.mjs";
import { editorTokenChecker } from "./editor-token.mjs";
import { GitRepository } from "./git-repository.mjs";
import { ReadVersions } from "./read-versions.mjs";
import { ContentFiles } from "./safe-files.mjs";
import { Serial } from "./serial.mjs";

/**
 * @param {import("fastify").FastifyInstance} app
 * @param {{ config: ReturnType<import("../config.mjs").readPublisherConfiguration>,
 *   onSaved: (paths: string[]) => void,
 *   status: () => object, log: (line: string) => void }} options
 * @returns {Promise<{ beforeBuild: () => Promise<void> }>}
 */
export async function startContentApi(app, { config, onSaved, status, log }) {
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
  registerContentApi(app, {
    checkToken: editorTokenChecker({ ...content.keycloak, role: content.role }),
    key: sessionKey(config.secret),
    store,
    status,
    secureCookies: content.secureCookies,
    log,
  });
  log(
    `content API on /api/content: editors sign in at ${content.keycloak.url}/realms/${content.keycloak.realm} with the role ${content.role}` +
      (content.remote ? `; saves are pushed to ${content.remote} (${content.branch})` : ""),
  );
  return {
    // What developers pushed is built too; a conflict is logged and the build goes on with what is here.
    beforeBuild: () =>
      serial
        .run(() => git.sync())
        .catch((error) => log(`taking in ${content.remote} failed: ${error.message}`)),
  };
}
