#!/usr/bin/env node
/**
 * `npm run rollback`: points the live site at the release before the live one, then runs the reload
 * command (PUBLISH_RELOAD_COMMAND) so nginx re-reads that release's includes.
 */
import { execSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { liveRelease, previousRelease, switchLive } from "./releases.mjs";

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(siteDir, process.env.PUBLISH_ROOT ?? ".publish");
const live = await liveRelease(root);
const previous = await previousRelease(root);
if (previous === null) {
  console.error(
    `There is no release before ${live ?? "the live one"} in ${root}/releases: nothing to go back to.`,
  );
  process.exit(1);
}
await switchLive(root, previous);
try {
  if (process.env.PUBLISH_RELOAD_COMMAND) execSync(process.env.PUBLISH_RELOAD_COMMAND, { stdio: "inherit" });
} catch {
  await switchLive(root, live);
  console.error(`PUBLISH_RELOAD_COMMAND failed: ${live} stays live.`);
  process.exit(1);
}
console.log(`Live: ${previous} (was ${live}).`);
