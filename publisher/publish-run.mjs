/**
 * One publish: build the site, copy it into a new release, check it, put it live, deploy, drop old releases
 * and logs; a failure before the switch leaves the live site as it was (docs/architecture.md §8).
 */
import { createWriteStream } from "node:fs";
import { copyFile, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { bucketRelease } from "./bucket/bucket-release.mjs";
import { goLive } from "./go-live.mjs";
import { pruneLogs } from "./housekeeping.mjs";
import { profileLine, stageClock } from "./publish-profile.mjs";
import { changedPostsVariable } from "./changes.mjs";
import { checkRelease, readNewsReport } from "./release-check.mjs";
import { createRelease, pruneReleases, releaseDir, releaseId } from "./releases.mjs";
import { runCommand } from "./run-command.mjs";

/**
 * How much lower than the publisher's the CPU priority of the build and the deploy command is: on a machine
 * of two cores they would otherwise slow the publisher's answers (the content API, /status) while they run.
 */
const COMMAND_NICENESS = 10;

class PublishError extends Error {
  /** @param {string} message @param {string} logFile The log's path relative to the publish root. */
  constructor(message, logFile) {
    super(message);
    this.logFile = logFile;
  }
}

/**
 * @param {ReturnType<import("./config.mjs").readPublisherConfiguration>} config
 * @param {import("./changes.mjs").Changes} changes
 * @param {{ now?: Date, env?: Record<string, string | undefined>, changedAgain?: () => Set<number> }} [options]
 *   `changedAgain`: the posts with calls queued since the build started (for the release check).
 * @returns {Promise<{ id: string, logFile: string, carried: number, warnings: string[],
 *   profile: { stage: string, seconds: number }[], bucket: Awaited<ReturnType<typeof import("./bucket/deploy.mjs").deployToBucket>> | null }>}
 *   `logFile` relative to the publish root; `profile` the seconds of each stage (publish-profile.mjs);
 *   `bucket` what the deploy to the bucket uploaded, when there is one.
 */
export async function publish(
  config,
  changes,
  { now = new Date(), env = process.env, changedAgain = () => new Set() } = {},
) {
  const id = releaseId(now);
  const logFile = path.join("logs", `${id}.log`);
  await mkdir(path.join(config.root, "logs"), { recursive: true });
  const log = createWriteStream(path.join(config.root, logFile));
  const options = (label, extra = {}) => ({
    cwd: config.siteDir,
    env: { ...env, WORDPRESS_URL: config.wordpressUrl, ...extra },
    log,
    label,
    root: config.root,
  });
  const reportFile = path.join(config.root, "run", "news-report.json");
  // The live release's: where each post's page was, for the check of a renamed post's old page.
  const liveReportFile = path.join(config.root, "news-report-live.json");
  const clock = stageClock();
  try {
    log.write(`Publishing ${id} for ${JSON.stringify(changes)}\n`);
    await rm(reportFile, { force: true });
    await clock.time("build", () =>
      runCommand(config.buildCommand, {
        ...options("The build", {
          NEWS_REPORT_FILE: reportFile,
          NEWS_CHANGED_POSTS: changedPostsVariable(changes),
        }),
        // A build that hangs fails (and is tried again later) instead of holding every later change up.
        timeLimitMs: config.buildTimeLimitMs,
        niceness: COMMAND_NICENESS,
      }),
    );
    const { carried, shared, written } = await clock.time("release", () =>
      createRelease(config.root, path.join(config.siteDir, "public"), id),
    );
    const { problems, warnings } = await clock.time("check", async () =>
      checkRelease(
        releaseDir(config.root, id),
        changes,
        await readNewsReport(reportFile),
        changedAgain(),
        await readNewsReport(liveReportFile),
      ),
    );
    for (const warning of warnings) log.write(`Warning: ${warning}\n`);
    if (problems.length > 0) {
      await rm(releaseDir(config.root, id), { recursive: true, force: true });
      throw new Error(`The new release failed its check: ${problems.join("; ")}`);
    }
    // With a bucket, the bucket is the live site: a deploy that fails puts `live` back like a failed reload.
    const toBucket =
      config.bucket && bucketRelease(config.bucket, config.root, (line) => log.write(`${line}\n`));
    let bucket = null;
    await clock.time("switch", () =>
      goLive(config.root, id, async () => {
        if (config.reloadCommand) await runCommand(config.reloadCommand, options("Reloading the web server"));
        if (toBucket) bucket = await clock.time("bucket", () => toBucket(releaseDir(config.root, id), id));
      }),
    );
    await copyFile(reportFile, liveReportFile).catch(() => rm(liveReportFile, { force: true }));
    log.write(
      `Live: ${id} (${written} files written, ${shared} shared with the release before, ${carried} assets of earlier releases kept)\n`,
    );
    if (config.deployCommand) {
      await clock.time("deploy", () =>
        runCommand(config.deployCommand, {
          ...options("The deploy command", { PUBLISH_RELEASE_DIR: releaseDir(config.root, id) }),
          niceness: COMMAND_NICENESS,
          bucketKeys: true,
        }),
      );
    }
    await clock.time("prune", async () => {
      await pruneReleases(config.root, config.keepReleases);
      await pruneLogs(config.root, config.keepLogs);
    });
    return { id, logFile, carried, warnings, profile: clock.stages, bucket };
  } catch (error) {
    log.write(`\nFailed: ${error.message}\n`);
    throw new PublishError(error.message, logFile);
  } finally {
    log.write(`${profileLine(clock.stages)}\n`);
    await new Promise((resolve) => log.end(resolve));
  }
}
