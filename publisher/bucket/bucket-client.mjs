/**
 * The S3 calls a deploy makes, on one client of the AWS SDK v3 (docs/hosting.md): list, read and write
 * objects, conditional writes, deletes. Nothing here touches the bucket's configuration: the publisher
 * needs write access to objects and no more.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

/** Thrown when a conditional write finds the object changed (or present) since it was read. */
export class ConditionFailed extends Error {}

/** A call the bucket answered with an error, or did not answer: what was asked, and the answer. */
export class BucketError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/** `client.send`, with an error that says what was asked and what came back (the SDK's may say "UnknownError"). */
async function send(client, command, asked) {
  try {
    return await client.send(command);
  } catch (error) {
    const status = error.$metadata?.httpStatusCode;
    const code = error.Code ?? error.name;
    const answer = status
      ? `HTTP ${status}${code && code !== "UnknownError" ? ` ${code}` : ""}`
      : error.message;
    throw new BucketError(`The bucket answered ${asked} with ${answer}`, status);
  }
}

/**
 * @param {{ endpoint: string | null, region: string }} config
 * @param {object} [extra] More client options (tests pass credentials).
 */
export function createBucketClient(config, extra = {}) {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    // Streamed checksums in the SDK's default chunked form are refused by Ceph's gateway (411), and S3 does
    // not need them on a plain PUT; the MD5 of every upload is still checked, through its ETag.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    ...extra,
  });
}

const withoutQuotes = (etag) => (etag ?? "").replace(/"/g, "");

/** Every key of the bucket with its ETag. */
export async function listObjects(client, bucket) {
  const objects = new Map();
  let ContinuationToken;
  do {
    const page = await send(
      client,
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }),
      `listing ${bucket}`,
    );
    for (const object of page.Contents ?? []) objects.set(object.Key, withoutQuotes(object.ETag));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return objects;
}

/** Reads a small object as text, with its ETag; null when there is none. Bounded: it is stored data. */
export async function readObject(client, bucket, key, maxBytes = 8 * 1024 * 1024) {
  try {
    const answer = await send(client, new GetObjectCommand({ Bucket: bucket, Key: key }), `reading ${key}`);
    if ((answer.ContentLength ?? 0) > maxBytes)
      throw new Error(`${key} in the bucket is larger than ${maxBytes} bytes`);
    return { text: await answer.Body.transformToString(), etag: withoutQuotes(answer.ETag) };
  } catch (error) {
    if (error instanceof BucketError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Writes an object. `condition`: `{ ifMatch: etag }` (only over that version) or `{ ifNoneMatch: true }`
 * (only when there is none); a failed condition throws ConditionFailed.
 */
export async function writeObject(client, bucket, key, body, headers, condition = {}) {
  try {
    const answer = await send(
      client,
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ...headers,
        // Unquoted: Ceph's gateway compares the bare ETag (a quoted one never matches there).
        ...(condition.ifMatch ? { IfMatch: condition.ifMatch } : {}),
        ...(condition.ifNoneMatch ? { IfNoneMatch: "*" } : {}),
      }),
      `writing ${key}`,
    );
    return withoutQuotes(answer.ETag);
  } catch (error) {
    if (error instanceof BucketError && error.status === 412) {
      throw new ConditionFailed(`${key} in the bucket changed meanwhile`);
    }
    throw error;
  }
}

const md5Base64 = (body) => createHash("md5").update(body).digest("base64");

/** Uploads a release file with its type and caching; the bucket checks its MD5. */
export async function uploadFile(client, bucket, key, file, headers) {
  const body = await readFile(file);
  await send(
    client,
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentMD5: md5Base64(body), ...headers }),
    `uploading ${key}`,
  );
  return body.length;
}

/**
 * Deletes keys, one call each, a few at a time: Ceph's gateway refuses a multi-object delete to a user the
 * bucket policy grants s3:DeleteObject (403), and a deploy deletes tens of files, not thousands. A key that
 * is gone already counts as deleted.
 */
export async function deleteObjects(client, bucket, keys, concurrency = 8) {
  for (let start = 0; start < keys.length; start += concurrency) {
    await Promise.all(
      keys
        .slice(start, start + concurrency)
        .map((Key) => send(client, new DeleteObjectCommand({ Bucket: bucket, Key }), `deleting ${Key}`)),
    );
  }
}
