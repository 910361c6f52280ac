#!/usr/bin/env node
/**
 * `npm run release`: makes the build in public/ a release and puts it live, with the same check and the
 * same atomic switch as the publisher, then runs PUBLISH_RELOAD_COMMAND. For a first deploy from a build
 * made by hand (`npm run build`), or to put a build live without WordPress calling.
 */
import { execSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkRelease } from "./release-check.mjs";
import { createRelease, liveRelease, releaseDir, releaseId, switchLive } from "./releases.mjs";

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(siteDir, process.env.PUBLISH_ROOT ?? ".publish");
const id = releaseId();
const previous = await liveRelease(root);
await createRelease(root, path.join(siteDir, "public"), id);
const problems = await checkRelease(releaseDir(root, id), { posts: [] });
if (problems.length > 0) {
  console.error(`public/ is not a complete build, nothing changed: ${problems.join("; ")}`);
  process.exit(1);
}
await switchLive(root, id);
try {
  if (process.env.PUBLISH_RELOAD_COMMAND) execSync(process.env.PUBLISH_RELOAD_COMMAND, { stdio: "inherit" });
} catch {
  // The server still has the includes of the release before: the pages must stay of that one too.
  if (previous) await switchLive(root, previous);
  console.error(
    `PUBLISH_RELOAD_COMMAND failed: ${previous ? `${previous} stays live` : "nothing was live"}.`,
  );
  process.exit(1);
}
console.log(`Live: ${id}${previous ? ` (was ${previous})` : ""}, in ${releaseDir(root, id)}.`);
