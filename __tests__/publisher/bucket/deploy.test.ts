/** @jest-environment node */
/**
 * The deploy's reads of the bucket, against an in-memory bucket (its conditions and ETags as S3's): the
 * deploy itself is tested against a real Ceph gateway (e2e/bucket/bucket-deploy.spec.ts).
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { deployToBucket } from "../../../publisher/bucket/deploy.mjs";

type Stored = { body: Buffer; etag: string };

/** An S3 bucket in memory, counting the reads of each key. */
function memoryBucket() {
  const objects = new Map<string, Stored>();
  const reads = new Map<string, number>();
  const refuse = (status: number, name: string) =>
    Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });
  const send = async (command: unknown) => {
    if (command instanceof GetObjectCommand) {
      const key = command.input.Key!;
      reads.set(key, (reads.get(key) ?? 0) + 1);
      const stored = objects.get(key);
      if (!stored) throw refuse(404, "NoSuchKey");
      return {
        ContentLength: stored.body.length,
        ETag: `"${stored.etag}"`,
        Body: { transformToString: async () => stored.body.toString("utf8") },
      };
    }
    if (command instanceof PutObjectCommand) {
      const { Key, Body, IfMatch, IfNoneMatch } = command.input;
      const current = objects.get(Key!);
      if ((IfNoneMatch === "*" && current) || (IfMatch && current?.etag !== IfMatch))
        throw refuse(412, "PreconditionFailed");
      const body = Buffer.from(Body as Uint8Array | string);
      const etag = createHash("md5").update(body).digest("hex");
      objects.set(Key!, { body, etag });
      return { ETag: `"${etag}"` };
    }
    if (command instanceof ListObjectsV2Command) {
      return { Contents: [...objects].map(([Key, { etag }]) => ({ Key, ETag: `"${etag}"` })) };
    }
    if (command instanceof DeleteObjectCommand) {
      objects.delete(command.input.Key!);
      return {};
    }
    throw new Error(`not part of the fake: ${String(command)}`);
  };
  return { client: { send } as unknown as S3Client, objects, reads };
}

describe("deploying releases one after another", () => {
  let dir: string;
  const release = (id: string, page: string) => {
    const folder = path.join(dir, id);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "index.html"), page);
    writeFileSync(path.join(folder, `app-${"0".repeat(19)}${id.length}.js`), "app();");
    return folder;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "bucket-deploy-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads each release's manifest from the bucket once per process, however many deploys need it", async () => {
    const bucket = memoryBucket();
    const target = { client: bucket.client, bucket: "reads-once", graceMs: 24 * 3600_000 };
    let minute = 0;
    const deploy = (id: string, page: string) =>
      deployToBucket(target, {
        dir: release(id, page),
        id,
        owner: "me",
        now: () => new Date(Date.UTC(2026, 10, 29, 12, minute++)),
      });

    expect(await deploy("r1", "<p>one</p>")).toMatchObject({ uploaded: 2, deleted: 0 });
    for (const [index, id] of ["r2", "r3", "r4"].entries()) {
      expect(await deploy(id, `<p>${index}</p>`)).toMatchObject({ uploaded: 1, unchanged: 1 });
    }
    const manifestReads = [...bucket.reads].filter(([key]) => /^\.releases\/r\d\.json$/.test(key));
    // Each was looked for once before it was written, and never read again: the process wrote it.
    expect(manifestReads).toEqual([
      [".releases/r1.json", 1],
      [".releases/r2.json", 1],
      [".releases/r3.json", 1],
      [".releases/r4.json", 1],
    ]);
    expect(JSON.parse(bucket.objects.get(".releases/live.json")!.body.toString()).history).toHaveLength(4);
  });

  it("reads a manifest another process wrote once, and deletes those of releases past their grace", async () => {
    const bucket = memoryBucket();
    const now = () => new Date();
    const day = 24 * 3600_000;
    // The fake bucket ignores the name: under another name, this process has seen no manifest of it.
    const other = { client: bucket.client, bucket: "written-by-another", graceMs: day };
    await deployToBucket(other, { dir: release("a1", "<p>a</p>"), id: "a1", owner: "me", now });
    bucket.reads.clear();
    const mine = { client: bucket.client, bucket: "written-by-me", graceMs: day };
    await deployToBucket(mine, { dir: release("b1", "<p>b</p>"), id: "b1", owner: "me", now });
    await deployToBucket(mine, { dir: release("c1", "<p>c</p>"), id: "c1", owner: "me", now });
    expect(bucket.reads.get(".releases/a1.json")).toBe(1);

    await deployToBucket(
      { ...mine, graceMs: 0 },
      { dir: release("d1", "<p>d</p>"), id: "d1", owner: "me", now },
    );
    expect([...bucket.objects.keys()].filter((key) => key.startsWith(".releases/")).sort()).toEqual([
      ".releases/d1.json",
      ".releases/live.json",
    ]);
    expect(bucket.objects.get("index.html")!.body.toString()).toBe("<p>d</p>");
  });
});
