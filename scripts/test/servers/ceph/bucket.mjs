#!/usr/bin/env node
// The administrator's one-time set-up of a site bucket on the Ceph test cluster (start.sh):
//   node scripts/test/servers/ceph/bucket.mjs <bucket-name> [--verify] [--public-list]
// With the site-admin keys: creates the bucket (when missing), makes it a website (index.html, 404.html)
// and puts a policy: everyone may read objects; site-publisher may list the bucket and read, write and
// delete objects, and nothing more (no policy, website or bucket changes). --verify then checks all of it
// with the publisher's keys and anonymously through the website endpoint, and prints a short report.
//
// Missing pages: like AWS, radosgw answers 403 (with the 404.html body) to anonymous readers who may not
// list the bucket, so a missing key's status is 404 only with --public-list, which lets everyone list the
// bucket (s3:ListBucket) too.
// Keys and endpoint: $CEPH_STATE_DIR/env (default /tmp/ceph-test/env), else the same variables in the
// environment. Other test code imports setUpSiteBucket / verifySiteBucket.
import { readFileSync } from "node:fs";
import http from "node:http";
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutBucketPolicyCommand,
  PutBucketWebsiteCommand,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import { createBucketClient } from "../../../../publisher/bucket/bucket-client.mjs";

export const PUBLISHER_USER = "site-publisher";
const WEBSITE = { IndexDocument: { Suffix: "index.html" }, ErrorDocument: { Key: "404.html" } };

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
function websiteGet(port, bucket, path) {
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

async function refused(promise) {
  try {
    await promise;
    return "allowed";
  } catch (error) {
    return error.name === "AccessDenied"
      ? "AccessDenied"
      : `${error.name} (${error.$metadata?.httpStatusCode})`;
  }
}

// Checks what setUpSiteBucket promises. Leaves the bucket as it was: the objects it writes are under a
// random prefix (404.html only when missing) and removed again. Throws on the first failed check.
export async function verifySiteBucket({
  bucket,
  endpoint,
  websitePort,
  credentials,
  publisherUser,
  publicList,
}) {
  const publisher = cephS3Client({ endpoint, credentials });
  const prefix = `verify-${randomBytes(4).toString("hex")}/`;
  const written = [];
  const report = [];
  const check = (ok, what, detail = "") => {
    report.push(`${ok ? "ok  " : "FAIL"} ${what}${detail ? ` (${detail})` : ""}`);
    if (!ok) throw new Error(`${report.join("\n")}\nbucket check failed: ${what}`);
  };
  const put = async (Key, Body, extra = {}) => {
    await publisher.send(
      new PutObjectCommand({ Bucket: bucket, Key, Body, ContentType: "text/html", ...extra }),
    );
    written.push(Key);
  };
  try {
    // Objects: the publisher's whole job.
    const key = `${prefix}object.txt`;
    await put(key, "publisher check");
    const got = await publisher.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    check((await got.Body.transformToString()) === "publisher check", "publisher PutObject + GetObject");
    const listed = await publisher.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    check(listed.Contents?.some((o) => o.Key === key) === true, "publisher ListObjectsV2");
    await publisher.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    written.pop();
    const gone = await refused(publisher.send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
    check(gone.includes("404"), "publisher DeleteObject", gone);

    // The bucket's configuration is the administrator's. The attempts carry the settings already in
    // place and the bucket is not empty (index.html below), so a wrong "allowed" changes nothing.
    await put(`${prefix}index.html`, "<h1>index</h1>");
    const policy = JSON.stringify(sitePolicy(bucket, { publisherUser, publicList }));
    for (const [name, command] of [
      ["PutBucketPolicy", new PutBucketPolicyCommand({ Bucket: bucket, Policy: policy })],
      ["PutBucketWebsite", new PutBucketWebsiteCommand({ Bucket: bucket, WebsiteConfiguration: WEBSITE })],
      ["DeleteBucket", new DeleteBucketCommand({ Bucket: bucket })],
    ]) {
      const answer = await refused(publisher.send(command));
      check(answer === "AccessDenied", `publisher ${name} refused`, answer);
    }

    // The website endpoint, anonymously: index document, error document, redirect.
    let notFoundBody = "<h1>not found</h1>";
    const existing404 = await publisher.send(new GetObjectCommand({ Bucket: bucket, Key: "404.html" })).then(
      (r) => r.Body.transformToString(),
      (error) => (error.name === "NoSuchKey" ? null : Promise.reject(error)),
    );
    if (existing404 === null) await put("404.html", notFoundBody);
    else notFoundBody = existing404;
    // An empty Uint8Array: an empty string makes the SDK warn about a stream of unknown length.
    await put(`${prefix}old`, new Uint8Array(0), { WebsiteRedirectLocation: "/target/" });

    const index = await websiteGet(websitePort, bucket, `/${prefix}`);
    check(
      index.status === 200 && index.body === "<h1>index</h1>",
      "website index document",
      `${index.status}`,
    );
    const missing = await websiteGet(websitePort, bucket, `/${prefix}missing.html`);
    const status = publicList ? 404 : 403;
    check(
      missing.status === status && missing.body === notFoundBody,
      "website error document",
      `${missing.status}`,
    );
    const moved = await websiteGet(websitePort, bucket, `/${prefix}old`);
    check(
      moved.status === 301 && moved.location === "/target/",
      "website redirect",
      `${moved.status} ${moved.location}`,
    );
    return report;
  } finally {
    for (const Key of written)
      await publisher.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch(() => {});
    publisher.destroy();
  }
}

// KEY=value lines as start.sh writes them.
function readEnv(required) {
  const file = `${process.env.CEPH_STATE_DIR ?? "/tmp/ceph-test"}/env`;
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
  const env = readEnv([
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
