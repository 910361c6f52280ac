// Checks what setUpSiteBucket (site-bucket.mjs) promises, with the publisher's keys and anonymously
// through the website endpoint: the publisher may list, read, write and delete objects and nothing more;
// the website answers its index document, error document and redirects.
import { randomBytes } from "node:crypto";
import {
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutBucketPolicyCommand,
  PutBucketWebsiteCommand,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import { WEBSITE, cephS3Client, sitePolicy, websiteGet } from "./site-bucket.mjs";

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
