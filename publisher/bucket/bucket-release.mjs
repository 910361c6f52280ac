/**
 * The bucket as a step of going live (go-live.mjs): the publisher, `npm run release` and `npm run rollback`
 * deploy the release they switch to with it when PUBLISH_S3_BUCKET is set (docs/hosting.md).
 */
import { createBucketClient } from "./bucket-client.mjs";
import { deployToBucket, ownerOf } from "./deploy.mjs";
import { carriedAssetTest } from "../releases.mjs";

/**
 * @param {NonNullable<ReturnType<import("./bucket-config.mjs").readBucketConfiguration>>} config
 * @param {string} root The publish root (who deploys: deploy.mjs's ownerOf).
 * @param {(line: string) => void} log
 * @returns {(dir: string, id: string) => ReturnType<typeof deployToBucket>}
 */
export function bucketRelease(config, root, log) {
  const client = createBucketClient(config);
  return async (dir, id) =>
    deployToBucket(
      { client, bucket: config.bucket, graceMs: config.graceMs },
      { dir, id, owner: ownerOf(root), carried: await carriedAssetTest(root, id), log },
    );
}
