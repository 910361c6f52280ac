// Builds a site in a throw-away copy, so "cold" really starts from an empty .cache and public/ and the
// developer's own build is never touched. node_modules is symlinked from the repository.
import { spawn } from "node:child_process";
import { chmod, cp, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const SKIPPED = new Set([
  "node_modules",
  ".cache",
  "public",
  ".publish",
  "test-results",
  "playwright-report",
  "bench",
]);

/** Copies `source` (without build output and node_modules) into a new temporary directory. */
export async function makeCopy(source, nodeModules, label) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-${label}-`));
  await chmod(dir, 0o755); // mkdtemp makes it 0700; nginx's workers must read public/
  for (const entry of await readdir(source)) {
    if (SKIPPED.has(entry) || entry.startsWith(".env")) continue;
    await cp(path.join(source, entry), path.join(dir, entry), { recursive: true });
  }
  await symlink(nodeModules, path.join(dir, "node_modules"), "dir");
  return dir;
}

export async function removeCopy(dir) {
  await rm(dir, { recursive: true, force: true });
}

/** Runs `gatsby build` in `dir` and returns its wall time in seconds; the log goes to `logFile`. */
async function timedBuild(dir, logFile) {
  const { createWriteStream } = await import("node:fs");
  const log = createWriteStream(logFile);
  const started = process.hrtime.bigint();
  const code = await new Promise((resolve, reject) => {
    const child = spawn(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: dir,
      env: buildEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on("error", reject);
    child.on("close", resolve);
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  log.end();
  if (code !== 0) throw new Error(`gatsby build in ${dir} failed (exit ${code}); see ${logFile}`);
  return Math.round(seconds * 10) / 10;
}

/** The environment of a build: no WORDPRESS_URL, so the news come from data/news-sample of the copy. */
function buildEnv() {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" };
  for (const name of ["WORDPRESS_URL", "WORDPRESS_PAGE_SIZE", "NODE_ENV"]) delete env[name];
  return env;
}

/** A cold build (fresh copy) followed by a warm one (same copy, .cache and public/ kept). */
export async function coldAndWarm(dir, logPrefix) {
  const cold = await timedBuild(dir, `${logPrefix}-cold.log`);
  const warm = await timedBuild(dir, `${logPrefix}-warm.log`);
  return { cold, warm };
}
