// Publishing through a bucket (docs/benchmark.md): the sample site's publisher releasing to a bucket of the
// test Ceph (scripts/test/servers/ceph/, started in a folder of the benchmark's and removed after), set up
// as the administrator does and written with the publisher's keys only. Each publish is timed until its
// page answers 200 on the bucket's website endpoint, and the objects and bytes it uploaded are kept.
import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { removeCopy } from "./build.mjs";
import { medianProfile } from "./publish-profile.mjs";
import { LIVE_PORT, median, seededCopy, startPublisher, timedPublishes } from "./publisher-copy.mjs";
import { serveWithNginx } from "./serve.mjs";
import { readCephEnv, setUpSiteBucket, websiteGet } from "../scripts/test/servers/ceph/site-bucket.mjs";

const run = promisify(execFile);
// The SDK's notice that its releases of 2027 want Node 22 (docs/hosting.md): once per process, noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
const CEPH = path.resolve(import.meta.dirname, "..", "scripts", "test", "servers", "ceph");
const BUCKET = "bench-site";

/** Starts the test Ceph with a site bucket; returns the publisher's settings for it and `stop`. */
async function startBucket(step) {
  const stateDir = await mkdtemp(path.join(os.tmpdir(), "bench-ceph-"));
  const env = { ...process.env, CEPH_STATE_DIR: stateDir };
  step("publishing through a bucket: starting the test Ceph");
  await run("bash", [path.join(CEPH, "start.sh")], { env });
  const stop = () => run("bash", [path.join(CEPH, "stop.sh")], { env });
  try {
    const ceph = readCephEnv(
      [
        "CEPH_S3_ENDPOINT",
        "CEPH_WEBSITE_PORT",
        "CEPH_ADMIN_ACCESS_KEY_ID",
        "CEPH_ADMIN_SECRET_ACCESS_KEY",
        "CEPH_PUBLISHER_ACCESS_KEY_ID",
        "CEPH_PUBLISHER_SECRET_ACCESS_KEY",
      ],
      stateDir,
    );
    await setUpSiteBucket({
      bucket: BUCKET,
      endpoint: ceph.CEPH_S3_ENDPOINT,
      credentials: {
        accessKeyId: ceph.CEPH_ADMIN_ACCESS_KEY_ID,
        secretAccessKey: ceph.CEPH_ADMIN_SECRET_ACCESS_KEY,
      },
    });
    const port = Number(ceph.CEPH_WEBSITE_PORT);
    return {
      publisherEnv: {
        PUBLISH_S3_BUCKET: BUCKET,
        PUBLISH_S3_ENDPOINT: ceph.CEPH_S3_ENDPOINT,
        AWS_ACCESS_KEY_ID: ceph.CEPH_PUBLISHER_ACCESS_KEY_ID,
        AWS_SECRET_ACCESS_KEY: ceph.CEPH_PUBLISHER_SECRET_ACCESS_KEY,
      },
      answers200: async (pathname) => (await websiteGet(port, BUCKET, pathname)).status === 200,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What a deploy uploaded, from the publisher's status (publish-run.mjs). */
const uploadOf = (build) => ({ objects: build?.bucket?.uploaded, bytes: build?.bucket?.bytes });

export async function measureBucketPublishing({ logs, step }) {
  const label = "bucket";
  const bucket = await startBucket(step);
  let dir;
  let publisher;
  let server;
  try {
    const copy = await seededCopy(label, 0, step);
    dir = copy.dir;
    step(`publishing through a bucket (${copy.posts} posts): the publisher's first build and upload`);
    publisher = await startPublisher(dir, path.join(logs, `publisher-${label}.log`), bucket.publisherEnv);
    // The publisher still serves its releases with nginx as well; held here to be stopped after.
    server = await serveWithNginx(path.join(dir, ".publish", "live"), LIVE_PORT);
    const { publishToLive, profiles, builds } = await timedPublishes({
      label,
      dir,
      isLive: (slug) => bucket.answers200(`/news/${slug}/`),
      step,
    });
    const release = publisher.firstRelease?.bucket;
    return {
      posts: copy.posts,
      firstBuild: publisher.firstBuild,
      firstUpload: uploadOf(publisher.firstRelease),
      releaseObjects: release ? release.uploaded + release.unchanged : null,
      publishToLive,
      median: median(publishToLive),
      uploads: builds.map(uploadOf),
      profile: medianProfile(profiles),
    };
  } finally {
    publisher?.stop();
    await server?.close();
    if (dir) await removeCopy(dir);
    await bucket.stop();
  }
}
