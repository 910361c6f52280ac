#!/usr/bin/env node
/**
 * `npm run release`: makes the build in public/ a release and puts it live with the publisher's check, switch
 * and reload (go-live.mjs); for a build made by hand (`npm run build`) or without WordPress calling.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { goLive } from "./go-live.mjs";
import { checkRelease } from "./release-check.mjs";
import { createRelease, releaseDir, releaseId } from "./releases.mjs";
import { configured, reloadCommand } from "./reload-command.mjs";

const checkout = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The site's checkout and the publish root, as the publisher finds them (config.mjs).
const siteDir = path.resolve(checkout, process.env.PUBLISH_SITE_DIR ?? ".");
const root = path.resolve(siteDir, process.env.PUBLISH_ROOT ?? ".publish");
const id = releaseId();
const reload = configured(() => reloadCommand(siteDir, root, process.env, id));
await createRelease(root, path.join(siteDir, "public"), id);
const { problems } = await checkRelease(releaseDir(root, id), { posts: [] });
if (problems.length > 0) {
  console.error(`public/ is not a complete build, nothing changed: ${problems.join("; ")}`);
  process.exit(1);
}
try {
  const previous = await goLive(root, id, reload);
  console.log(`Live: ${id}${previous ? ` (was ${previous})` : ""}, in ${releaseDir(root, id)}.`);
} catch (error) {
  console.error(`${error.message}: the release before stays live.`);
  process.exit(1);
}
