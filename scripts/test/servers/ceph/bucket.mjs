#!/usr/bin/env node
// The administrator's one-time set-up of a site bucket on the Ceph test cluster (start.sh):
//   node scripts/test/servers/ceph/bucket.mjs <bucket-name> [--verify] [--public-list]
// With the site-admin keys: creates the bucket (when missing), makes it a website and puts its policy
// (site-bucket.mjs); --verify then checks all of it (verify-bucket.mjs) and prints a short report.
// Keys and endpoint: $CEPH_STATE_DIR/env (default /tmp/ceph-test/env), else the same variables in the
// environment.
import { pathToFileURL } from "node:url";
import { readCephEnv, setUpSiteBucket } from "./site-bucket.mjs";
import { verifySiteBucket } from "./verify-bucket.mjs";

async function main([bucket, ...flags]) {
  // Website hosting needs a bucket name that works as a DNS label.
  const known = ["--verify", "--public-list"];
  if (!/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket ?? "") || flags.some((f) => !known.includes(f))) {
    console.error(
      "usage: node scripts/test/servers/ceph/bucket.mjs <bucket-name> [--verify] [--public-list]",
    );
    process.exit(2);
  }
  const publicList = flags.includes("--public-list");
  const verify = flags.includes("--verify");
  const env = readCephEnv([
    "CEPH_S3_ENDPOINT",
    "CEPH_ADMIN_ACCESS_KEY_ID",
    "CEPH_ADMIN_SECRET_ACCESS_KEY",
    ...(verify
      ? ["CEPH_WEBSITE_PORT", "CEPH_PUBLISHER_ACCESS_KEY_ID", "CEPH_PUBLISHER_SECRET_ACCESS_KEY"]
      : []),
  ]);
  const endpoint = env.CEPH_S3_ENDPOINT;
  const admin = {
    accessKeyId: env.CEPH_ADMIN_ACCESS_KEY_ID,
    secretAccessKey: env.CEPH_ADMIN_SECRET_ACCESS_KEY,
  };
  const { created } = await setUpSiteBucket({ bucket, endpoint, credentials: admin, publicList });
  console.log(`[ceph] bucket ${bucket} ${created ? "created" : "already there"}; website and policy set`);
  if (verify) {
    const credentials = {
      accessKeyId: env.CEPH_PUBLISHER_ACCESS_KEY_ID,
      secretAccessKey: env.CEPH_PUBLISHER_SECRET_ACCESS_KEY,
    };
    const websitePort = Number(env.CEPH_WEBSITE_PORT);
    const report = await verifySiteBucket({ bucket, endpoint, websitePort, credentials, publicList });
    console.log(report.join("\n"));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    // Answers without a body (HeadBucket) give the SDK only their status to tell (403: wrong keys).
    const status = error.$metadata?.httpStatusCode ? ` (HTTP ${error.$metadata.httpStatusCode})` : "";
    console.error(`[ceph] ${error.name ?? "Error"}${status}: ${error.message || error}`);
    process.exit(1);
  });
}
