// "Publish to live": seconds from a post published through the REST API of the test WordPress until its page
// answers 200 on the live nginx, and for a burst of ten publishes the number of builds and the time until the
// last is live. Runs the publisher in a throw-away copy of the site against the test WordPress
// (scripts/test/servers/wordpress/, whose site-publisher plugin calls HOOK_PORT 9101), once with the seeded posts and
// once with enough posts added to make the large site. Then a draft's preview link, opened in Chromium,
// timed until the post is on screen, and an editor's saves at /admin/ until they are live (editing.mjs).
import { spawn, execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { makeCopy, removeCopy } from "./build.mjs";
import { CHROME_FLAGS, CHROME_PATH } from "./chromium.mjs";
import { EDITOR_REALM, measureEditing, startEditorSignIn } from "./editing.mjs";
import { medianProfile } from "./publish-profile.mjs";
import { gatsbyStages } from "../publisher/publish-profile.mjs";
import { statusSignature } from "../publisher/signature.mjs";
import { serveWithNginx } from "./serve.mjs";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const STATE_DIR = process.env.WP_STATE_DIR || "/tmp/wp-test";
const WORDPRESS = `http://127.0.0.1:${process.env.WP_PORT || 8081}`;
const HOOK_PORT = 9101;
// The live port of the test WordPress's SITE_PUBLIC_URL (scripts/test/servers/wordpress/start.sh): preview links lead
// there, and the plugin's preview route answers that origin only.
const LIVE_PORT = 9100;
const PUBLISH_RUNS = 5;
const BURST = 10;
/** The longest a measurement may take before the benchmark gives up on it. */
const GIVE_UP_MS = 15 * 60 * 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => Math.round(ms / 100) / 10;

async function wordpressRest(method, route, json) {
  const credentials = (await readFile(path.join(STATE_DIR, "app-password"), "utf8")).trim();
  const response = await fetch(`${WORDPRESS}/wp-json/${route}`, {
    method,
    headers: {
      Authorization: `Basic ${Buffer.from(credentials).toString("base64")}`,
      ...(json ? { "Content-Type": "application/json" } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function categoryIds() {
  const [en] = await wordpressRest("GET", "wp/v2/categories?slug=en");
  const [de] = await wordpressRest("GET", "wp/v2/categories?slug=de");
  return { en: en.id, de: de.id };
}

const postBody = (slug, title, category) => ({
  slug,
  title,
  status: "publish",
  categories: [category],
  content: `<p>${title}: news from development and production.</p>`,
});

/** Adds `count` published posts in batches of 25 (WordPress's batch API), half English, half German. */
async function addPosts(count, label) {
  const categories = await categoryIds();
  for (let start = 0; start < count; start += 25) {
    const requests = [];
    for (let i = start; i < Math.min(count, start + 25); i += 1) {
      const language = i % 2 === 0 ? "en" : "de";
      const slug = `bench-${label}-${i + 1}`;
      requests.push({
        method: "POST",
        path: "/wp/v2/posts",
        body: postBody(slug, `Bench post ${i + 1}`, categories[language]),
      });
    }
    await wordpressRest("POST", "batch/v1", { validation: "normal", requests });
  }
}

/** The publisher's details, read signed as the plugin reads them. */
async function status() {
  const secret = (await readFile(path.join(STATE_DIR, "publish-secret"), "utf8")).trim();
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    "X-Publisher-Timestamp": String(timestamp),
    "X-Hub-Signature-256": statusSignature(timestamp, secret),
  };
  return (await fetch(`http://127.0.0.1:${HOOK_PORT}/status`, { headers })).json();
}

/**
 * Where the last build's time went: the publisher's stages (its status) and Gatsby's (the release's log).
 * @param {string} dir The site's copy, whose `.publish` the publisher writes.
 */
async function lastProfile(dir) {
  const { lastBuild, lastLog } = await status();
  if (!lastBuild?.profile) return null;
  const log = lastLog ? await readFile(path.join(dir, ".publish", lastLog), "utf8").catch(() => "") : "";
  return { seconds: lastBuild.seconds, publisher: lastBuild.profile, gatsby: gatsbyStages(log) };
}

/** Polls until `condition` holds; returns the milliseconds since `since`. */
async function until(condition, since, what) {
  while (!(await condition().catch(() => false))) {
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`gave up waiting for ${what}`);
    await sleep(250);
  }
  return Date.now() - since;
}

const answers200 = (url) => async () => (await fetch(url, { method: "HEAD" })).status === 200;
const publisherIdle = async () => {
  const current = await status();
  return current.state !== "building" && !current.queued;
};

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

/** Starts the publisher in `dir` and waits for its first release (its first build, from nothing). */
async function startPublisher(dir, logFile) {
  const secret = (await readFile(path.join(STATE_DIR, "publish-secret"), "utf8")).trim();
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ["--import", "tsx", "publisher/main.mjs"], {
    cwd: dir,
    env: {
      ...process.env,
      WORDPRESS_URL: WORDPRESS,
      PUBLISH_SECRET: secret,
      HOOK_PORT: String(HOOK_PORT),
      PUBLISH_ROOT: path.join(dir, ".publish"),
      // The first release starts nginx; serveWithNginx below finds it running (one run folder for both).
      PUBLISH_RELOAD_COMMAND: `bash scripts/production/nginx.sh reload-or-start ${LIVE_PORT} ${path.join(dir, ".publish", "live")}`,
      NGINX_RUN_DIR: path.join(ROOT, ".nginx", String(LIVE_PORT)),
      GATSBY_TELEMETRY_DISABLED: "1",
      // The editor's content API and /admin/, signing in at the test OpenID provider.
      CONTENT_KEYCLOAK_URL: EDITOR_REALM.url,
      CONTENT_KEYCLOAK_REALM: EDITOR_REALM.realm,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const started = Date.now();
  const firstBuildMs = await until(
    async () => (await status()).liveRelease !== null && (await publisherIdle()),
    started,
    "the first release",
  );
  return { stop: () => child.kill("SIGTERM"), firstBuild: seconds(firstBuildMs) };
}

async function measureOne(label, extraPosts, logs, step) {
  step(`publishing, ${label}: seeding the test WordPress`);
  await run("bash", [path.join(ROOT, "scripts/test/servers/wordpress/start.sh")]);
  await run(process.execPath, [path.join(ROOT, "scripts/test/servers/wordpress/seed.mjs")]);
  if (extraPosts > 0) await addPosts(extraPosts, label);
  const posts = (await fetch(`${WORDPRESS}/wp-json/wp/v2/posts?per_page=1`)).headers.get("x-wp-total");

  const dir = await makeCopy(ROOT, path.join(ROOT, "node_modules"), `publish-${label}`);
  // The content API commits each save: the copy is a git work tree of its own.
  const git = (...args) => run("git", ["-C", dir, ...args]);
  await git("init", "-q", "-b", "main");
  await git("add", "-A");
  await git("-c", "user.name=Bench", "-c", "user.email=bench@example.com", "commit", "-q", "-m", "The site");
  let publisher;
  let server;
  try {
    step(`publishing, ${label} (${posts} posts): the publisher's first build`);
    publisher = await startPublisher(dir, path.join(logs, `publisher-${label}.log`));
    server = await serveWithNginx(path.join(dir, ".publish", "live"), LIVE_PORT);
    const { en } = await categoryIds();
    const publishToLive = [];
    const publishProfiles = [];
    for (let i = 1; i <= PUBLISH_RUNS; i += 1) {
      const slug = `publish-${label}-${Date.now().toString(36)}`;
      const started = Date.now();
      await wordpressRest("POST", "wp/v2/posts", postBody(slug, `Published ${i}`, en));
      publishToLive.push(seconds(await until(answers200(`${server.url}/news/${slug}/`), started, slug)));
      await until(publisherIdle, Date.now(), "the publisher to be idle");
      publishProfiles.push(await lastProfile(dir));
      step(`publishing, ${label}: publish ${i} live after ${publishToLive.at(-1)} s`);
    }
    const buildsBefore = (await status()).builds;
    const started = Date.now();
    const slugs = [];
    for (let i = 1; i <= BURST; i += 1) {
      const slug = `burst-${label}-${i}-${Date.now().toString(36)}`;
      slugs.push(slug);
      await wordpressRest("POST", "wp/v2/posts", postBody(slug, `Burst ${i}`, en));
    }
    const allLive = async () =>
      (await Promise.all(slugs.map((slug) => answers200(`${server.url}/news/${slug}/`)()))).every(Boolean);
    const burstMs = await until(allLive, started, "the burst");
    await until(publisherIdle, Date.now(), "the publisher to be idle");
    const burst = { posts: BURST, builds: (await status()).builds - buildsBefore, seconds: seconds(burstMs) };
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
      posts: Number(posts),
      firstBuild: publisher.firstBuild,
      publishToLive,
      median: median(publishToLive),
      burst,
      preview: { runs: preview, median: median(preview) },
      editing,
      // The run of the median total, of the publishes and of the saves: where their time went.
      profile: { publish: medianProfile(publishProfiles), save: medianProfile(saveProfiles) },
    };
  } finally {
    publisher?.stop();
    await server?.close();
    await removeCopy(dir);
  }
}

/** The sample site (the seeded posts) and, unless `large` is 0, a site of `large` posts. */
export async function measurePublishing({ large, logs, step }) {
  const stopSignIn = await startEditorSignIn();
  try {
    const results = { sample: await measureOne("sample", 0, logs, step) };
    if (large > results.sample.posts) {
      results.large = await measureOne("large", large - results.sample.posts, logs, step);
    }
    return results;
  } finally {
    stopSignIn();
  }
}
