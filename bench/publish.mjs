// "Publish to live": seconds from a post published through the REST API of the test WordPress until its page
// answers 200 on the live nginx, and for a burst of ten publishes the number of builds and the time until the
// last is live. Runs the publisher in a throw-away copy of the site against the test WordPress
// (bench/publisher-copy.mjs), once with the seeded posts and once with enough posts added to make the
// large site. Then a draft's preview link, opened in Chromium, timed until the post is on screen, and an
// editor's saves at /admin/ until they are live (editing.mjs); then the sample site once more with its
// releases going to a bucket (bucket.mjs).
import path from "node:path";
import { chromium } from "playwright-core";
import { removeCopy } from "./build.mjs";
import { measureBucketPublishing } from "./bucket.mjs";
import { CHROME_FLAGS, CHROME_PATH } from "./chromium.mjs";
import { measureEditing, startEditorSignIn } from "./editing.mjs";
import { medianProfile } from "./publish-profile.mjs";
import {
  LIVE_PORT,
  PUBLISH_RUNS,
  lastProfile,
  median,
  publisherIdle,
  seconds,
  seededCopy,
  startPublisher,
  timedPublishes,
  until,
} from "./publisher-copy.mjs";
import { serveWithNginx } from "./serve.mjs";
import { categoryIds, postBody, publisherStatus, wordpressRest } from "./wordpress-rest.mjs";

const BURST = 10;

const answers200 = async (url) => (await fetch(url, { method: "HEAD" })).status === 200;

/**
 * Seconds from opening a draft's preview link in a fresh browser (no cache, no WordPress cookie) until
 * the post's title is on screen, `runs` times.
 */
async function measurePreview(siteUrl, runs) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const { en } = await categoryIds();
    const times = [];
    for (let i = 1; i <= runs; i += 1) {
      const title = `Preview ${i} ${Date.now().toString(36)}`;
      const draft = await wordpressRest("POST", "wp/v2/posts", {
        ...postBody(`preview-${i}`, title, en),
        status: "draft",
      });
      const { site_preview_link: link } = await wordpressRest("GET", `wp/v2/posts/${draft.id}?context=edit`);
      const context = await browser.newContext({ locale: "en-US" });
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${siteUrl}${new URL(link).pathname}${new URL(link).search}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor({ timeout: 30_000 });
      times.push(seconds(Date.now() - started));
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** Ten posts published in a row: the builds they caused and the seconds until the last is live. */
async function measureBurst(label, siteUrl) {
  const { en } = await categoryIds();
  const buildsBefore = (await publisherStatus()).builds;
  const started = Date.now();
  const slugs = [];
  for (let i = 1; i <= BURST; i += 1) {
    const slug = `burst-${label}-${i}-${Date.now().toString(36)}`;
    slugs.push(slug);
    await wordpressRest("POST", "wp/v2/posts", postBody(slug, `Burst ${i}`, en));
  }
  const allLive = async () =>
    (await Promise.all(slugs.map((slug) => answers200(`${siteUrl}/news/${slug}/`)))).every(Boolean);
  const burstMs = await until(allLive, started, "the burst");
  await until(publisherIdle, Date.now(), "the publisher to be idle");
  return { posts: BURST, builds: (await publisherStatus()).builds - buildsBefore, seconds: seconds(burstMs) };
}

async function measureOne(label, extraPosts, logs, step) {
  const { dir, posts } = await seededCopy(label, extraPosts, step);
  let publisher;
  let server;
  try {
    step(`publishing, ${label} (${posts} posts): the publisher's first build`);
    publisher = await startPublisher(dir, path.join(logs, `publisher-${label}.log`));
    server = await serveWithNginx(path.join(dir, ".publish", "live"), LIVE_PORT);
    const isLive = (slug) => answers200(`${server.url}/news/${slug}/`);
    const { publishToLive, profiles } = await timedPublishes({ label, dir, isLive, step });
    const burst = await measureBurst(label, server.url);
    step(`publishing, ${label}: burst of ${BURST} live after ${burst.seconds} s in ${burst.builds} build(s)`);
    const preview = await measurePreview(server.url, PUBLISH_RUNS);
    step(`publishing, ${label}: draft preview on screen after ${preview.join(" ")} s`);
    const saveProfiles = [];
    const editing = await measureEditing({
      siteUrl: server.url,
      runs: PUBLISH_RUNS,
      idle: async () => {
        await until(publisherIdle, Date.now(), "the publisher to be idle");
        if (saveProfiles.length < PUBLISH_RUNS) saveProfiles.push(await lastProfile(dir));
      },
    });
    step(`publishing, ${label}: an editor's save live after ${editing.saveToLive.join(" ")} s`);
    return {
      posts,
      firstBuild: publisher.firstBuild,
      publishToLive,
      median: median(publishToLive),
      burst,
      preview: { runs: preview, median: median(preview) },
      editing,
      // The run of the median total, of the publishes and of the saves: where their time went.
      profile: { publish: medianProfile(profiles), save: medianProfile(saveProfiles) },
    };
  } finally {
    publisher?.stop();
    await server?.close();
    await removeCopy(dir);
  }
}

/**
 * The sample site (the seeded posts) and, unless `large` is 0, a site of `large` posts; with `bucket`,
 * the sample site publishing through a bucket.
 */
export async function measurePublishing({ large, bucket, logs, step }) {
  const stopSignIn = await startEditorSignIn();
  try {
    const results = { sample: await measureOne("sample", 0, logs, step) };
    if (large > results.sample.posts) {
      results.large = await measureOne("large", large - results.sample.posts, logs, step);
    }
    const throughBucket = bucket ? await measureBucketPublishing({ logs, step }) : null;
    return { publishing: results, bucketPublishing: throughBucket };
  } finally {
    stopSignIn();
  }
}
