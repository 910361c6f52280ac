/** @jest-environment node */
import { readBucketConfiguration } from "../../../publisher/bucket/bucket-config.mjs";

describe("the bucket's configuration", () => {
  it("is off without PUBLISH_S3_BUCKET", () => {
    expect(readBucketConfiguration({})).toBeNull();
  });

  it("has AWS's defaults and a day of grace", () => {
    expect(readBucketConfiguration({ PUBLISH_S3_BUCKET: "www.example.com" })).toEqual({
      bucket: "www.example.com",
      endpoint: null,
      region: "us-east-1",
      graceMs: 86_400_000,
    });
  });

  it("takes another S3 implementation's address", () => {
    expect(
      readBucketConfiguration({
        PUBLISH_S3_BUCKET: "site",
        PUBLISH_S3_ENDPOINT: "http://127.0.0.1:7480/",
        PUBLISH_S3_REGION: "default",
        PUBLISH_S3_GRACE_SECONDS: "0",
      }),
    ).toEqual({ bucket: "site", endpoint: "http://127.0.0.1:7480", region: "default", graceMs: 0 });
  });

  it.each([
    [{ PUBLISH_S3_ENDPOINT: "http://127.0.0.1:7480" }, /^PUBLISH_S3_ENDPOINT set without PUBLISH_S3_BUCKET/],
    [{ PUBLISH_S3_BUCKET: "My_Bucket" }, /^PUBLISH_S3_BUCKET must be a bucket name/],
    [{ PUBLISH_S3_BUCKET: "a..b" }, /^PUBLISH_S3_BUCKET must be a bucket name/],
    [
      { PUBLISH_S3_BUCKET: "site", PUBLISH_S3_ENDPOINT: "127.0.0.1:7480" },
      /^PUBLISH_S3_ENDPOINT must be an http\(s\) address/,
    ],
    [
      { PUBLISH_S3_BUCKET: "site", PUBLISH_S3_ENDPOINT: "http://key:secret@s3.example.com" },
      /without credentials/,
    ],
    [
      { PUBLISH_S3_BUCKET: "site", PUBLISH_S3_REGION: "eu central" },
      /^PUBLISH_S3_REGION must be a region name/,
    ],
    [{ PUBLISH_S3_BUCKET: "site", PUBLISH_S3_GRACE_SECONDS: "-1" }, /^PUBLISH_S3_GRACE_SECONDS must be/],
    [{ PUBLISH_S3_BUCKET: "site", PUBLISH_S3_GRACE_SECONDS: "9999999" }, /^PUBLISH_S3_GRACE_SECONDS must be/],
  ])("stops at a malformed value and names it: %j", (env, message) => {
    expect(() => readBucketConfiguration(env)).toThrow(message);
  });
});
