/**
 * One publish: build the site incrementally (Gatsby's .cache and public/ stay in the checkout), copy it
 * into a new release, check the release, switch `live` to it, let nginx re-read the per-build includes,
 * run the deploy command, drop old releases. Any failure before the switch leaves the live site as it was;
 * the build's output stays in logs/<id>.log.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { checkRelease } from "./release-check.mjs";
import { createRelease, liveRelease, pruneReleases, releaseDir, releaseId, switchLive } from "./releases.mjs";

class PublishError extends Error {
  constructor(message, logFile) {
    super(message);
    this.logFile = logFile;
  }
}

/** Runs `command` through the shell in `cwd`, its output appended to `log`; rejects on a non-zero exit. */
function run(command, { cwd, env, log, label }) {
  return new Promise((resolve, reject) => {
    log.write(`\n$ ${command}\n`);
    const child = spawn(command, { cwd, env, shell: true, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on("error", (error) => reject(new Error(`${label} could not start: ${error.message}`)));
    child.on("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`));
    });
  });
}

/**
 * @param {ReturnType<import("./config.mjs").readPublisherConfig>} config
 * @param {{ posts: object[], terms: object[], rebuild: boolean }} changes
 * @returns {Promise<{ id: string, logFile: string, carried: number }>}
 */
export async function publish(config, changes, { now = new Date() } = {}) {
  const id = releaseId(now);
  const logDir = path.join(config.root, "logs");
  await mkdir(logDir, { recursive: true });
  const logFile = path.join(logDir, `${id}.log`);
  const log = createWriteStream(logFile);
  const env = { ...process.env, WORDPRESS_URL: config.wordpressUrl };
  const previous = await liveRelease(config.root);
  let switched = false;
  let reloaded = false;
  try {
    log.write(`Publishing ${id} for ${JSON.stringify(changes)}\n`);
    await run(config.buildCommand, { cwd: config.siteDir, env, log, label: "The build" });
    const { carried } = await createRelease(config.root, path.join(config.siteDir, "public"), id);
    const problems = await checkRelease(releaseDir(config.root, id), changes);
    if (problems.length > 0) {
      await rm(releaseDir(config.root, id), { recursive: true, force: true });
      throw new Error(`The new release failed its check: ${problems.join("; ")}`);
    }
    await switchLive(config.root, id);
    switched = true;
    if (config.reloadCommand) {
      await run(config.reloadCommand, { cwd: config.siteDir, env, log, label: "Reloading the web server" });
    }
    reloaded = true;
    log.write(`Live: ${id} (${carried} assets of earlier releases kept)\n`);
    if (config.deployCommand) {
      const deployEnv = { ...env, PUBLISH_RELEASE_DIR: releaseDir(config.root, id) };
      await run(config.deployCommand, {
        cwd: config.siteDir,
        env: deployEnv,
        log,
        label: "The deploy command",
      });
    }
    await pruneReleases(config.root, config.keepReleases);
    return { id, logFile, carried };
  } catch (error) {
    // A switch whose reload failed goes back, so nginx's includes and the pages stay of one release.
    if (switched && !reloaded && previous) await switchLive(config.root, previous);
    log.write(`\nFailed: ${error.message}\n`);
    throw new PublishError(error.message, logFile);
  } finally {
    await new Promise((resolve) => log.end(resolve));
  }
}
