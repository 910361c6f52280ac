#!/usr/bin/env node
/**
 * `npm run rollback`: puts the release before the live one back, with the reload (go-live.mjs), so nginx
 * re-reads that release's includes, and in the bucket when there is one (only what differs is uploaded).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { goLive } from "./go-live.mjs";
import { liveRelease, previousRelease } from "./releases.mjs";
import { configured, reloadCommand } from "./reload-command.mjs";

const checkout = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The site's checkout and the publish root, as the publisher finds them (config.mjs).
const siteDir = path.resolve(checkout, process.env.PUBLISH_SITE_DIR ?? ".");
const root = path.resolve(siteDir, process.env.PUBLISH_ROOT ?? ".publish");
const live = await liveRelease(root);
const previous = await previousRelease(root);
if (previous === null) {
  console.error(
    `There is no release before ${live ?? "the live one"} in ${root}/releases: nothing to go back to.`,
  );
  process.exit(1);
}
const reload = configured(() => reloadCommand(siteDir, root, process.env, previous));
try {
  await goLive(root, previous, reload);
} catch (error) {
  console.error(`${error.message}: ${live} stays live.`);
  process.exit(1);
}
console.log(`Live: ${previous} (was ${live}).`);
