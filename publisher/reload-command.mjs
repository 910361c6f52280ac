/**
 * What `npm run release` and `npm run rollback` do after switching `live`: the web server's reload
 * (PUBLISH_RELOAD_COMMAND), its output on this terminal as the publisher's commands have it
 * (run-command.mjs), and the deploy to the bucket when PUBLISH_S3_BUCKET is set (bucket/bucket-release.mjs).
 */
import { BucketConfigurationError, readBucketConfiguration } from "./bucket/bucket-config.mjs";
import { bucketRelease } from "./bucket/bucket-release.mjs";
import { releaseDir } from "./releases.mjs";
import { runCommand } from "./run-command.mjs";

/**
 * A reload function for go-live.mjs; does nothing when neither is set. A malformed PUBLISH_S3_* throws
 * here, before anything is switched.
 * @param {string} [id] The release going live, for the bucket.
 */
export function reloadCommand(siteDir, root, env = process.env, id = undefined) {
  const bucket = readBucketConfiguration(env);
  const deploy = bucket && bucketRelease(bucket, root, (line) => console.log(line));
  return async () => {
    if (env.PUBLISH_RELOAD_COMMAND) {
      await runCommand(env.PUBLISH_RELOAD_COMMAND, {
        cwd: siteDir,
        env,
        log: process.stdout,
        label: "PUBLISH_RELOAD_COMMAND",
        root,
      });
    }
    if (deploy && id) await deploy(releaseDir(root, id), id);
  };
}

/** `make()`'s result; a malformed setting ends the command with its message, before anything changed. */
export function configured(make) {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof BucketConfigurationError)) throw error;
    console.error(`${error.message}: nothing changed.`);
    process.exit(1);
  }
}
