// The administrator's one-time set-up of a site bucket on the Ceph test cluster (start.sh), as
// docs/hosting.md describes it: a website (index.html, 404.html) whose objects everyone may read and whose
// objects alone the publisher (site-publisher) may list, read, write and delete. Also the cluster's keys
// ($CEPH_STATE_DIR/env) and anonymous reads of the website endpoint, for the other test scripts.
//
// Missing pages: like AWS, radosgw answers 403 (with the 404.html body) to anonymous readers who may not
// list the bucket, so a missing key's status is 404 only with publicList, which lets everyone list the
// bucket (s3:ListBucket) too.
import { readFileSync } from "node:fs";
import http from "node:http";
import {
  CreateBucketCommand,
  HeadBucketCommand,
  PutBucketPolicyCommand,
  PutBucketWebsiteCommand,
} from "@aws-sdk/client-s3";
import { createBucketClient } from "../../../../publisher/bucket/bucket-client.mjs";

export const PUBLISHER_USER = "site-publisher";
export const WEBSITE = { IndexDocument: { Suffix: "index.html" }, ErrorDocument: { Key: "404.html" } };

// The publisher's own client settings (path-style addresses, no streamed checksums), with the given keys.
export function cephS3Client({ endpoint, credentials }) {
  return createBucketClient({ endpoint, region: "us-east-1" }, { credentials });
}

export function sitePolicy(bucket, { publisherUser = PUBLISHER_USER, publicList = false } = {}) {
  const publisher = { AWS: [`arn:aws:iam:::user/${publisherUser}`] };
  const publicActions = publicList ? ["s3:GetObject", "s3:ListBucket"] : "s3:GetObject";
  const publicResources = publicList
    ? [`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/*`]
    : `arn:aws:s3:::${bucket}/*`;
  return {
    Version: "2012-10-17",
    Statement: [
      {
        Sid: "PublicRead",
        Effect: "Allow",
        Principal: "*",
        Action: publicActions,
        Resource: publicResources,
      },
      {
        Sid: "PublisherList",
        Effect: "Allow",
        Principal: publisher,
        Action: "s3:ListBucket",
        Resource: `arn:aws:s3:::${bucket}`,
      },
      {
        Sid: "PublisherObjects",
        Effect: "Allow",
        Principal: publisher,
        Action: ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
        Resource: `arn:aws:s3:::${bucket}/*`,
      },
    ],
  };
}

export async function setUpSiteBucket({ bucket, endpoint, credentials, publisherUser, publicList }) {
  const s3 = cephS3Client({ endpoint, credentials });
  try {
    // Re-runnable: a bucket of ours is kept (with its objects), only its settings are put again.
    const exists = await s3.send(new HeadBucketCommand({ Bucket: bucket })).then(
      () => true,
      (error) => (error.$metadata?.httpStatusCode === 404 ? false : Promise.reject(error)),
    );
    if (!exists) await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3.send(new PutBucketWebsiteCommand({ Bucket: bucket, WebsiteConfiguration: WEBSITE }));
    const policy = JSON.stringify(sitePolicy(bucket, { publisherUser, publicList }));
    await s3.send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: policy }));
    return { created: !exists };
  } finally {
    s3.destroy();
  }
}

// An anonymous GET on the website endpoint; *.localhost does not resolve in Node, hence the Host header.
export function websiteGet(port, bucket, path) {
  return new Promise((resolve, reject) => {
    const headers = { Host: `${bucket}.s3-website.localhost:${port}` };
    const req = http.get({ host: "127.0.0.1", port, path, headers, timeout: 10_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, location: res.headers.location, body }));
    });
    req.on("timeout", () => req.destroy(new Error(`no answer from the website endpoint for ${path}`)));
    req.on("error", reject);
  });
}

// KEY=value lines as start.sh writes them (the environment's own values count too).
export function readCephEnv(required, stateDir = process.env.CEPH_STATE_DIR ?? "/tmp/ceph-test") {
  const file = `${stateDir}/env`;
  const values = { ...process.env };
  try {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (match) values[match[1]] = match[2];
    }
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  const missing = required.filter((k) => !values[k]);
  if (missing.length > 0)
    throw new Error(`${missing.join(", ")} not set and not in ${file}: run start.sh first`);
  return values;
}
