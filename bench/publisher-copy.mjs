// The publisher as the benchmark runs it: in a throw-away copy of the site (a git work tree of its own,
// since the content API commits each save) against the seeded test WordPress, and the series of timed
// publishes every publishing measurement starts with (bench/publish.mjs, bench/bucket.mjs).
import { spawn, execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { makeCopy } from "./build.mjs";
import { EDITOR_REALM } from "./editing.mjs";
import { gatsbyStages } from "../publisher/publish-profile.mjs";
import {
  HOOK_PORT,
  STATE_DIR,
  WORDPRESS,
  addPosts,
  categoryIds,
  postBody,
  publisherStatus,
  wordpressRest,
} from "./wordpress-rest.mjs";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
/** The live port of the test WordPress's SITE_PUBLIC_URL (scripts/test/servers/wordpress/start.sh): preview
 * links lead there, and the plugin's preview route answers that origin only. */
export const LIVE_PORT = 9100;
export const PUBLISH_RUNS = 5;
/** The longest a measurement may take before the benchmark gives up on it. */
const GIVE_UP_MS = 15 * 60 * 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const seconds = (ms) => Math.round(ms / 100) / 10;

/** Polls until `condition` holds; returns the milliseconds since `since`. */
export async function until(condition, since, what) {
  while (!(await condition().catch(() => false))) {
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`gave up waiting for ${what}`);
    await sleep(250);
  }
  return Date.now() - since;
}

export const publisherIdle = async () => {
  const current = await publisherStatus();
  return current.state !== "building" && !current.queued;
};

/**
 * The last build as the publisher's status tells it, with where its time went: the publisher's stages and
 * Gatsby's (from the release's log, in `dir`'s `.publish`).
 */
async function lastBuild(dir) {
  const { lastBuild: build, lastLog } = await publisherStatus();
  if (!build?.profile) return { build, profile: null };
  const log = lastLog ? await readFile(path.join(dir, ".publish", lastLog), "utf8").catch(() => "") : "";
  return {
    build,
    profile: { seconds: build.seconds, publisher: build.profile, gatsby: gatsbyStages(log) },
  };
}

/**
 * Seeds the test WordPress (and adds `extraPosts`), and makes a copy of the site to publish from.
 * @returns {Promise<{ dir: string, posts: number }>}
 */
export async function seededCopy(label, extraPosts, step) {
  step(`publishing, ${label}: seeding the test WordPress`);
  await run("bash", [path.join(ROOT, "scripts/test/servers/wordpress/start.sh")]);
  await run(process.execPath, [path.join(ROOT, "scripts/test/servers/wordpress/seed.mjs")]);
  if (extraPosts > 0) await addPosts(extraPosts, label);
  const posts = (await fetch(`${WORDPRESS}/wp-json/wp/v2/posts?per_page=1`)).headers.get("x-wp-total");
  const dir = await makeCopy(ROOT, path.join(ROOT, "node_modules"), `publish-${label}`);
  const git = (...args) => run("git", ["-C", dir, ...args]);
  await git("init", "-q", "-b", "main");
  await git("add", "-A");
  await git("-c", "user.name=Bench", "-c", "user.email=bench@example.com", "commit", "-q", "-m", "The site");
  return { dir, posts: Number(posts) };
}

/**
 * Starts the publisher in `dir` and waits for its first release (its first build, from nothing).
 * @param {Record<string, string>} [extraEnv] More of the publisher's configuration (a bucket's).
 */
export async function startPublisher(dir, logFile, extraEnv = {}) {
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
      // The first release starts nginx; serveWithNginx finds it running (one run folder for both).
      PUBLISH_RELOAD_COMMAND: `bash scripts/production/nginx.sh reload-or-start ${LIVE_PORT} ${path.join(dir, ".publish", "live")}`,
      NGINX_RUN_DIR: path.join(ROOT, ".nginx", String(LIVE_PORT)),
      GATSBY_TELEMETRY_DISABLED: "1",
      // The editor's content API and /admin/, signing in at the test OpenID provider.
      CONTENT_KEYCLOAK_URL: EDITOR_REALM.url,
      CONTENT_KEYCLOAK_REALM: EDITOR_REALM.realm,
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const started = Date.now();
  const firstBuildMs = await until(
    async () => (await publisherStatus()).liveRelease !== null && (await publisherIdle()),
    started,
    "the first release",
  );
  return {
    stop: () => child.kill("SIGTERM"),
    firstBuild: seconds(firstBuildMs),
    firstRelease: (await lastBuild(dir)).build,
  };
}

/**
 * Publishes an English post through the REST API PUBLISH_RUNS times, each timed until `isLive(slug)`
 * holds, and keeps each publish's build as the publisher tells it.
 * @param {{ label: string, dir: string, isLive: (slug: string) => Promise<boolean>,
 *   step: (text: string) => void }} options
 */
export async function timedPublishes({ label, dir, isLive, step }) {
  const { en } = await categoryIds();
  const publishToLive = [];
  const profiles = [];
  const builds = [];
  for (let i = 1; i <= PUBLISH_RUNS; i += 1) {
    const slug = `publish-${label}-${Date.now().toString(36)}`;
    const started = Date.now();
    await wordpressRest("POST", "wp/v2/posts", postBody(slug, `Published ${i}`, en));
    publishToLive.push(seconds(await until(() => isLive(slug), started, slug)));
    await until(publisherIdle, Date.now(), "the publisher to be idle");
    const { build, profile } = await lastBuild(dir);
    profiles.push(profile);
    builds.push(build);
    step(`publishing, ${label}: publish ${i} live after ${publishToLive.at(-1)} s`);
  }
  return { publishToLive, profiles, builds };
}

/** A profile for a save: the last build's, once the publisher is idle. */
export const lastProfile = async (dir) => (await lastBuild(dir)).profile;
