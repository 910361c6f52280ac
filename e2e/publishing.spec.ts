import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bucketConfigured, bucketGet, releasePointer } from "./support/bucket";
import { searchIndexUrls } from "./support/search";
import { expect, test, type APIRequestContext } from "./support/test";
import {
  BUILD_SECONDS,
  DEPLOY_COPY,
  OUTAGE_FILE,
  PUBLISH_ROOT,
  editor,
  liveStatus,
  postCall,
  publisherStatus,
  signedCall,
  waitForBuilds,
} from "./support/publishing";

/**
 * An editor's actions in the test WordPress reach the live site through the site-publisher plugin and
 * the publisher, by themselves (scripts/test/e2e-live.sh serves the live release with nginx). In order: the
 * tests share one WordPress and one live site.
 */
test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);

/** Every page of the English news index, following its rel="next" links. */
async function newsIndexHtml(request: APIRequestContext): Promise<string> {
  let html = "";
  let next: string | undefined = "/news/";
  for (let pages = 0; next && pages < 50; pages += 1) {
    const page = await (await request.get(next)).text();
    html += page;
    next = /<a[^>]*rel="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="next"/
      .exec(page)
      ?.slice(1)
      .find(Boolean);
  }
  return html;
}

test("a call that is unsigned, wrongly signed, changed or stale is refused with 401 and starts nothing", async ({
  request,
}) => {
  const before = await publisherStatus(request);
  const good = signedCall();
  const refused = [
    await postCall(request, good.body),
    await postCall(request, good.body, signedCall({}, "not-the-secret-".repeat(3)).signature),
    await postCall(
      request,
      good.body.replace('"posts":[]', '"posts":[{"id":1,"slug":"x","visible":true}]'),
      good.signature,
    ),
  ];
  for (const [index, response] of refused.entries()) {
    expect(response.status(), `call ${index}`).toBe(401);
  }
  const stale = signedCall({ timestamp: Math.floor(Date.now() / 1000) - 301 });
  expect((await postCall(request, stale.body, stale.signature)).status()).toBe(401);
  const after = await publisherStatus(request);
  expect({ calls: after.calls, builds: after.builds, state: after.state, queued: after.queued }).toEqual({
    calls: before.calls,
    builds: before.builds,
    state: before.state,
    queued: false,
  });
});

test("a build that fails (WordPress answering 500) leaves the live site as it was, says why and when it tries again, and succeeds by itself once WordPress is back", async ({
  request,
}) => {
  test.setTimeout((2 * BUILD_SECONDS + 60) * 1000);
  const wordpress = editor(request);
  const before = await publisherStatus(request);
  const newsIndex = await (await request.get("/news/")).text();
  const slug = `during-the-outage-${run}`;
  writeFileSync(OUTAGE_FILE, "");
  let failed: Awaited<ReturnType<typeof publisherStatus>>;
  try {
    await wordpress.publish({
      slug,
      title: "Published during an outage",
      categories: [await wordpress.categoryId("en")],
    });
    failed = await waitForBuilds(request, before);
    expect(failed).toMatchObject({ state: "failed", lastBuildFailed: true, liveRelease: before.liveRelease });
    expect(failed.lastError).toMatch(/^The build failed/);
    expect(Date.parse(failed.nextTry!)).toBeGreaterThan(Date.parse(before.liveSince!));
    expect(readFileSync(path.join(PUBLISH_ROOT, failed.lastLog!), "utf8")).toMatch(/500/);
    expect((await request.get(`/news/${slug}/`)).status()).toBe(404);
    expect(await (await request.get("/news/")).text()).toBe(newsIndex);
  } finally {
    rmSync(OUTAGE_FILE, { force: true });
  }
  // No one does anything: the publisher's next try builds the post.
  await expect
    .poll(() => liveStatus(request, `/news/${slug}/`), {
      timeout: 2 * BUILD_SECONDS * 1000,
      intervals: [1000],
    })
    .toBe(200);
  const after = await waitForBuilds(request, failed!);
  expect(after).toMatchObject({ state: "idle", lastBuildFailed: false, calls: failed!.calls });
});

test("publishing, a new title, a new slug, a trashed post and a burst of ten publishes reach the live site in at most two builds", async ({
  request,
  page,
}) => {
  test.setTimeout((2 * BUILD_SECONDS + 60) * 1000);
  const wordpress = editor(request);
  const english = await wordpress.categoryId("en");
  const before = await publisherStatus(request);

  // Saving a draft, twice, tells the publisher nothing: the first call is the first publish's.
  const callsBeforeDrafts = before.calls;
  const draft = await wordpress.draft({ slug: `draft-${run}`, title: "A draft", categories: [english] });
  // WordPress keeps a slug of encoded dots as given; the build leaves such a post out, with a warning.
  const dotted = await wordpress.publish({ slug: "%2e%2e", title: "Dots for a slug", categories: [english] });
  await wordpress.update(draft.id, { title: "A draft, saved again" });
  await wordpress.update(draft.id, { content: "<p>Still a draft.</p>" });

  const burst = Array.from({ length: 10 }, (_, i) => ({
    slug: `burst-${run}-${i + 1}`,
    title: `Burst post ${i + 1}`,
  }));
  const first = await wordpress.publish({ ...burst[0], categories: [english] });
  await expect.poll(async () => (await publisherStatus(request)).calls).toBeGreaterThan(callsBeforeDrafts);
  const afterFirst = await publisherStatus(request);
  expect(afterFirst.calls, "the draft saves sent no call").toBe(callsBeforeDrafts + 2);
  expect(afterFirst.lastCall?.posts).toEqual([first.id]);

  for (const post of burst.slice(1)) await wordpress.publish({ ...post, categories: [english] });
  const renamed = await wordpress.find("powder-handling-station");
  await wordpress.update(renamed.id, { title: `A closed powder handling station, renamed ${run}` });
  const trashed = await wordpress.find("service-network-asia");
  await wordpress.trash(trashed.id);
  // A slug changed: the page moves, and the release check makes sure the old one went (docs/publishing.md).
  const moved = await wordpress.find("aconitymidi-plus-release");
  await wordpress.update(moved.id, { slug: `aconitymidi-plus-release-${run}` });
  // Taken down in the same batch: its slug cannot name a page, and must not fail the other's release.
  await wordpress.trash(dotted.id);

  // A signed call the publisher accepted cannot be sent again.
  const call = signedCall();
  expect((await postCall(request, call.body, call.signature)).status()).toBe(202);
  expect((await postCall(request, call.body, call.signature)).status()).toBe(401);

  const after = await waitForBuilds(request, before);
  expect(after.state, after.lastError ?? "").toBe("idle");
  expect(after.builds - before.builds).toBeLessThanOrEqual(2);
  // News change none of the gatsby-*.ts files and no file webpack reads: the build kept their compilations
  // (docs/publishing.md).
  const log = readFileSync(path.join(PUBLISH_ROOT, after.lastLog!), "utf8");
  expect(log).toContain("gatsby-*.ts and their imports unchanged: compilation kept");
  for (const stage of ["build-javascript", "build-html"]) {
    const said = log.match(new RegExp(`${stage}: .*`, "g"))?.join("; ");
    expect(said).toBe(`${stage}: nothing it reads changed, compilation kept`);
  }

  for (const post of burst) expect((await request.get(`/news/${post.slug}/`)).status(), post.slug).toBe(200);
  // The deploy command got the release (scripts/test/e2e-live.sh copies it, as a CDN sync would), and not the
  // publisher's secret.
  expect(existsSync(path.join(DEPLOY_COPY, "news", burst[0].slug, "index.html"))).toBe(true);
  const deployEnvironment = readFileSync(`${DEPLOY_COPY}.env`, "utf8");
  expect(deployEnvironment).toMatch(/^PUBLISH_RELEASE_DIR=/m);
  expect(deployEnvironment).not.toMatch(/^PUBLISH_SECRET=/m);
  // The bucket serves what nginx serves (docs/hosting.md).
  if (bucketConfigured()) {
    const page = `/news/${burst[0].slug}/`;
    expect((await bucketGet(page)).body.toString("utf8"), page).toBe(await (await request.get(page)).text());
  }
  // The post published during the outage stays.
  expect((await request.get(`/news/during-the-outage-${run}/`)).status()).toBe(200);
  expect(await (await request.get("/news/powder-handling-station/")).text()).toContain(`renamed ${run}`);
  expect((await request.get(`/news/${draft.slug}/`)).status()).toBe(404);
  expect((await request.get(`/news/aconitymidi-plus-release-${run}/`)).status()).toBe(200);
  expect((await request.get("/news/aconitymidi-plus-release/")).status()).toBe(404);
  expect(await newsIndexHtml(request)).not.toContain("/news/aconitymidi-plus-release/");

  // Gone means gone: its page, the index, the home page, the feed and the sitemap.
  expect((await request.get("/news/service-network-asia/")).status()).toBe(404);
  for (const [name, text] of [
    ["the news index", await newsIndexHtml(request)],
    ["the home page", await (await request.get("/")).text()],
    ["the feed", await (await request.get("/news/rss.xml")).text()],
    ["the sitemap", await (await request.get("/sitemap-0.xml")).text()],
  ]) {
    expect(text.includes("/news/service-network-asia/"), name).toBe(false);
  }
  // The search index is the build's too: the new, the renamed and not the trashed.
  await page.goto("/news/powder-handling-station/");
  expect(await searchIndexUrls(page, `renamed ${run}`)).toContain("/news/powder-handling-station/");
  expect(await searchIndexUrls(page, "Burst post")).toEqual(
    expect.arrayContaining(burst.map((post) => `/news/${post.slug}/`)),
  );
  expect(await searchIndexUrls(page, "service network grows in Asia")).not.toContain(
    "/news/service-network-asia/",
  );
});

test("the plugin tells of a renamed tag, a changed featured image and a scheduled post going live, not of an autosave", async ({
  request,
}) => {
  test.setTimeout((BUILD_SECONDS + 60) * 1000);
  const wordpress = editor(request);
  const before = await publisherStatus(request);
  /** The next call after `calls`, once it has arrived. */
  const nextCall = async (calls: number) => {
    await expect.poll(async () => (await publisherStatus(request)).calls).toBeGreaterThan(calls);
    const status = await publisherStatus(request);
    expect(status.calls, "one call, nothing before it").toBe(calls + 1);
    return status.lastCall!;
  };

  // An autosave of a published post is a revision: nothing a visitor sees changes.
  const published = await wordpress.find("copper-alloys-green-laser");
  await wordpress.rest("POST", `posts/${published.id}/autosaves`, { content: "<p>Unsaved edit.</p>" });

  const [tag] = await wordpress.rest("GET", "tags?slug=metal");
  await wordpress.rest("POST", `tags/${tag.id}`, { name: `Metal ${run}` });
  expect((await nextCall(before.calls)).terms).toEqual([{ taxonomy: "post_tag", id: tag.id }]);

  const withImage = await wordpress.find("welcome-to-our-news");
  const imageCalls = (await publisherStatus(request)).calls;
  await wordpress.rest("POST", `media/${withImage.featured_media}`, {
    alt_text: `Scan tracks, described ${run}`,
  });
  expect((await nextCall(imageCalls)).posts).toContain(withImage.id);

  const scheduledCalls = (await publisherStatus(request)).calls;
  const scheduled = await wordpress.rest("POST", "posts", {
    slug: `scheduled-${run}`,
    title: "Scheduled a moment ahead",
    status: "future",
    date_gmt: new Date(Date.now() + 2000).toISOString().slice(0, 19),
    categories: [await wordpress.categoryId("en")],
  });
  // WordPress's cron publishes it once its time has come; the test WordPress runs cron only when asked.
  await expect
    .poll(
      async () => {
        await request.get(
          `${process.env.WORDPRESS_URL ?? "http://127.0.0.1:8081"}/wp-cron.php?doing_wp_cron`,
        );
        return (await wordpress.rest("GET", `posts/${scheduled.id}?context=edit`)).status;
      },
      { timeout: 30_000 },
    )
    .toBe("publish");
  expect((await nextCall(scheduledCalls)).posts).toEqual([scheduled.id]);

  const after = await waitForBuilds(request, before);
  expect(after.state, after.lastError ?? "").toBe("idle");
  expect((await request.get(`/news/scheduled-${run}/`)).status()).toBe(200);
  expect(await (await request.get("/news/welcome-to-our-news/")).text()).toContain(`described ${run}`);
});

test("npm run rollback puts the release before back", async ({ request }) => {
  const before = await publisherStatus(request);
  const releases = readdirSync(path.join(PUBLISH_ROOT, "releases"))
    .filter((name) => /^\d{8}T\d{9}Z$/.test(name))
    .sort();
  const previous = releases[releases.indexOf(before.liveRelease!) - 1];
  execFileSync("npm", ["run", "--silent", "rollback"], { cwd: path.resolve(__dirname, ".."), stdio: "pipe" });
  expect((await publisherStatus(request)).liveRelease).toBe(previous);
  const served = await (await request.get("/news/")).text();
  expect(served).toBe(
    readFileSync(path.join(PUBLISH_ROOT, "releases", previous, "news", "index.html"), "utf8"),
  );
  if (bucketConfigured()) {
    expect((await releasePointer()).live, "the bucket's live release").toBe(previous);
    expect((await bucketGet("/news/")).body.toString("utf8")).toBe(served);
  }
});
