/**
 * The bucket the live site is released to, from PUBLISH_S3_* (docs/architecture.md §13); null without PUBLISH_S3_BUCKET, and nothing changes for the nginx releases. Credentials are not
 * read here: the AWS SDK finds them the usual way (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile,
 * an instance role).
 */
export class BucketConfigurationError extends Error {}

/** S3's rule for bucket names that work with website hosting and path-style addresses. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9][a-z0-9-]{0,40}$/;
const DAY_SECONDS = 86400;

function fail(message) {
  throw new BucketConfigurationError(message);
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ bucket: string, endpoint: string | null, region: string, graceMs: number } | null}
 */
export function readBucketConfiguration(env) {
  const bucket = env.PUBLISH_S3_BUCKET?.trim();
  const others = ["PUBLISH_S3_ENDPOINT", "PUBLISH_S3_REGION", "PUBLISH_S3_GRACE_SECONDS"].filter(
    (name) => env[name],
  );
  if (!bucket) {
    if (others.length > 0) fail(`${others.join(", ")} set without PUBLISH_S3_BUCKET: which bucket is meant?`);
    return null;
  }
  if (!BUCKET_NAME.test(bucket) || bucket.includes("..")) {
    fail(
      `PUBLISH_S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, "." and "-"), not ${JSON.stringify(bucket)}`,
    );
  }
  let endpoint = null;
  if (env.PUBLISH_S3_ENDPOINT) {
    let url;
    try {
      url = new URL(env.PUBLISH_S3_ENDPOINT);
    } catch {
      fail("PUBLISH_S3_ENDPOINT must be an http(s) address, such as https://s3.example.com");
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
      fail("PUBLISH_S3_ENDPOINT must be an http(s) address without credentials in it");
    }
    endpoint = url.origin;
  }
  const region = env.PUBLISH_S3_REGION?.trim() || "us-east-1";
  if (!REGION.test(region))
    fail(`PUBLISH_S3_REGION must be a region name such as eu-central-1, not ${JSON.stringify(region)}`);
  const grace = env.PUBLISH_S3_GRACE_SECONDS ?? String(DAY_SECONDS);
  if (!/^\d{1,7}$/.test(grace) || Number(grace) > 30 * DAY_SECONDS) {
    fail(
      `PUBLISH_S3_GRACE_SECONDS must be a whole number of seconds up to 30 days, not ${JSON.stringify(grace)}`,
    );
  }
  return { bucket, endpoint, region, graceMs: Number(grace) * 1000 };
}
