/**
 * The publisher and the test WordPress as the publishing tests drive them: signed calls and status reads as
 * the plugin makes them, the publisher's processes, and an editor's actions through WordPress's REST API
 * (with the application password of scripts/test/servers/wordpress/start.sh, so the site-publisher plugin sees real
 * saves).
 */
import { createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { bucketConfigured, releasePointer } from "./bucket";

const STATE_DIR = process.env.WP_STATE_DIR ?? "/tmp/wp-test";
export const WORDPRESS_URL = process.env.WORDPRESS_URL ?? "http://127.0.0.1:8081";
export const PUBLISHER_URL = process.env.PUBLISHER_URL ?? "http://127.0.0.1:9101";
const HOOK_URL = `${PUBLISHER_URL}/hooks/wordpress`;
/** The publisher's folder of releases, queue and logs (scripts/test/e2e-live.sh makes it and sets this). */
export const PUBLISH_ROOT = requiredEnv("PUBLISH_ROOT");
/** Where scripts/test/e2e-live.sh's deploy command copies each good release. */
export const DEPLOY_COPY = requiredEnv("DEPLOY_COPY");
/** Where the tests' must-use plugin looks: while the file exists, WordPress answers 500 to anonymous requests. */
export const OUTAGE_FILE = path.join(STATE_DIR, "outage");

/** A build of the site on the 2-core machine: a minute or two, a third of it starting Gatsby. */
export const BUILD_SECONDS = 150;
/**
 * The publisher's first build, without Gatsby's cache: every module compiled for both bundles (96 s on an
 * idle 2-core machine against about 30 s for a build after a change), at the build's lower priority
 * beside the other browser tests.
 */
export const FIRST_BUILD_SECONDS = 3 * BUILD_SECONDS;
/**
 * A WordPress admin page after signing in: PHP renders the dashboard on the same two cores as the build a
 * test started (seen taking over 5 s then).
 */
export const WORDPRESS_ADMIN_SECONDS = 30;

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the publishing tests through scripts/test/e2e-live.sh`);
  return value;
}

const stateFile = (name: string) => readFileSync(path.join(STATE_DIR, name), "utf8").trim();

/** The plugin's signature, written here on its own so the test does not trust the publisher's code. */
const sign = (body: string, secret: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/**
 * The status of `path` on the live site, for polls while releases go live. Each read opens a connection of
 * its own: a go-live reloads nginx, which closes its idle keep-alive connections, and a request sent on one
 * at that instant is reset (a browser retries it by itself, Node's client does not). A reset or refused
 * connection counts as "not yet" (null); the poll's time limit still fails a site that stays down.
 */
export async function liveStatus(request: APIRequestContext, path: string): Promise<number | null> {
  return (await liveResponse(request, path))?.status() ?? null;
}

/** The HTML of `path` on the live site, for the same polls; null while a reload resets the connection. */
export async function livePage(request: APIRequestContext, path: string): Promise<string | null> {
  return (await liveResponse(request, path))?.text() ?? null;
}

async function liveResponse(request: APIRequestContext, path: string) {
  try {
    return await request.get(path, { headers: { connection: "close" } });
  } catch {
    return null;
  }
}

/** What /status tells anyone. */
export interface PublicStatus {
  state: "idle" | "building" | "failed";
  liveSince: string | null;
  lastBuildFailed: boolean;
}

/** What it tells a read signed with the shared secret (the plugin's, and these tests'). */
export interface PublisherStatus extends PublicStatus {
  liveRelease: string | null;
  lastError: string | null;
  /** The last build's log, relative to the publish root. */
  lastLog: string | null;
  warnings: string[];
  failures: number;
  nextTry: string | null;
  queued: boolean;
  builds: number;
  calls: number;
  pid: number;
  lastCall: {
    id: string;
    at: string;
    posts: number[];
    terms: { taxonomy: string; id: number }[];
    rebuild: boolean;
  } | null;
}

/** The headers of a status read signed as the plugin signs it. */
export function signedStatusHeaders(secret = stateFile("publish-secret")): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return { "X-Publisher-Timestamp": timestamp, "X-Hub-Signature-256": sign(`status:${timestamp}`, secret) };
}

export async function publisherStatus(request: APIRequestContext): Promise<PublisherStatus> {
  const response = await request.get(`${PUBLISHER_URL}/status`, { headers: signedStatusHeaders() });
  expect(response.status()).toBe(200);
  return (await response.json()) as PublisherStatus;
}

/**
 * Waits, for up to `builds` builds' time (`seconds` each), until the publisher is idle or failed after
 * `builds` more builds.
 */
export async function waitForBuilds(
  request: APIRequestContext,
  before: PublisherStatus,
  builds = 1,
  seconds = BUILD_SECONDS,
) {
  let status = before;
  await expect
    .poll(
      async () => {
        status = await publisherStatus(request);
        return status.builds >= before.builds + builds && status.state !== "building" && !status.queued;
      },
      { timeout: builds * seconds * 1000, intervals: [1000] },
    )
    .toBe(true);
  // With a bucket, what the publisher put live is the bucket's live release too (its deploy is part of
  // going live: a failed one puts the release before back).
  if (bucketConfigured())
    expect((await releasePointer()).live, "the bucket's live release").toBe(status.liveRelease);
  return status;
}

/** A call body as the plugin makes it, with its signature. */
export function signedCall(fields: Record<string, unknown> = {}, secret = stateFile("publish-secret")) {
  const body = JSON.stringify({
    id: randomUUID(),
    timestamp: Math.floor(Date.now() / 1000),
    reason: "change",
    posts: [],
    terms: [],
    ...fields,
  });
  return { body, signature: sign(body, secret) };
}

export function postCall(request: APIRequestContext, body: string, signature?: string) {
  return request.post(HOOK_URL, {
    data: body,
    headers: {
      "Content-Type": "application/json",
      ...(signature ? { "X-Hub-Signature-256": signature } : {}),
    },
  });
}

/** An editor in WordPress, through the REST API. */
export function editor(request: APIRequestContext) {
  const headers = { Authorization: `Basic ${Buffer.from(stateFile("app-password")).toString("base64")}` };
  const rest = async (method: "GET" | "POST" | "DELETE", route: string, data?: object) => {
    const response = await request.fetch(`${WORDPRESS_URL}/wp-json/wp/v2/${route}`, {
      method,
      headers,
      data,
    });
    expect(response.ok(), `${method} ${route}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    rest,
    categoryId: async (slug: string): Promise<number> => (await rest("GET", `categories?slug=${slug}`))[0].id,
    publish: (post: { slug: string; title: string; categories: number[] }) =>
      rest("POST", "posts", { ...post, status: "publish", content: `<p>${post.title}.</p>` }),
    draft: (post: { slug: string; title: string; categories: number[] }) =>
      rest("POST", "posts", { ...post, status: "draft", content: `<p>${post.title}.</p>` }),
    update: (id: number, fields: object) => rest("POST", `posts/${id}`, fields),
    trash: (id: number) => rest("DELETE", `posts/${id}`),
    find: async (slug: string) => (await rest("GET", `posts?slug=${slug}&context=edit`))[0],
  };
}
