import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { markedProcesses } from "../publisher/run-command.mjs";
import { DEFAULT_LIMITS } from "../publisher/server.mjs";
import { HOSTILE_REQUESTS, exchange, idleConnections } from "./support/hostile-requests";
import type { Browser } from "@playwright/test";
import { expect, test, type APIRequestContext } from "./support/test";
import {
  BUILD_SECONDS,
  PUBLISHER_URL,
  PUBLISH_ROOT,
  WORDPRESS_URL,
  editor,
  liveStatus,
  publisherStatus,
  signedStatusHeaders,
  waitForBuilds,
} from "./support/publishing";
import { signInToWordPress } from "./support/wordpress-admin";

/**
 * The publisher never falls over and never loses an editor's change (docs/publishing.md):
 * against the live site of scripts/test/e2e-live.sh (`npm run live`: nginx, the supervised publisher, the test
 * WordPress with the plugin). In order: the tests stop, kill and flood the one publisher.
 */
test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const publisher = { host: "127.0.0.1", port: Number(new URL(PUBLISHER_URL).port) };
const STATE_DIR = process.env.WP_STATE_DIR ?? "/tmp/wp-test";
const CLOCK_FILE = path.join(STATE_DIR, "clock-offset");

const pidOf = (name: "publisher" | "supervisor") =>
  Number(readFileSync(path.join(PUBLISH_ROOT, "run", `${name}.pid`), "utf8"));

/** Whether anything listens on the publisher's port. */
const publisherListens = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(publisher.port, publisher.host);
    socket.on("connect", () => (socket.destroy(), resolve(true)));
    socket.on("error", () => resolve(false));
  });

/** Runs WordPress's due cron events, as a system cron calling wp-cron.php would. */
const runWordPressCron = (request: APIRequestContext) =>
  request.get(`${WORDPRESS_URL}/wp-cron.php?doing_wp_cron`);

async function adminBarText(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInToWordPress(page);
    return (await page.locator("#wp-admin-bar-site-publisher .ab-item").first().textContent()) ?? "";
  } finally {
    await context.close();
  }
}

test("npm run live from nothing: the first release goes live, starts nginx, and is recorded as good", async ({
  request,
}) => {
  // A second live site beside the tests' one, from an empty publish root; its "build" keeps the build in
  // public/ as it is, so only going live is tested, in seconds.
  test.setTimeout(120_000);
  const root = mkdtempSync(path.join(tmpdir(), "site-live-fresh-"));
  const ports = { live: 9110, hook: 9111 };
  let output = "";
  const live = spawn("bash", ["scripts/production/live.sh"], {
    cwd: path.resolve(__dirname, ".."),
    env: {
      ...process.env,
      LIVE_PORT: String(ports.live),
      HOOK_PORT: String(ports.hook),
      PUBLISH_ROOT: path.join(root, "publish"),
      PUBLISH_BUILD_COMMAND: "true",
      PUBLISH_DEPLOY_COMMAND: "",
      // Not into the tests' bucket: that is the other live site's.
      PUBLISH_S3_BUCKET: "",
      PUBLISH_S3_ENDPOINT: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.stdout.on("data", (chunk) => (output += chunk));
  live.stderr.on("data", (chunk) => (output += chunk));
  try {
    await expect
      .poll(async () => (await request.get(`http://127.0.0.1:${ports.live}/`).catch(() => null))?.status(), {
        timeout: 90_000,
        intervals: [500],
      })
      .toBe(200);
    // The site answers from the moment the release is switched live; the publisher records the publish once
    // its last steps (deploy, pruning) are done, which a busy machine can hold up for a while.
    const readStatus = async () => (await request.get(`http://127.0.0.1:${ports.hook}/status`)).json();
    await expect.poll(async () => (await readStatus()).state, { timeout: 30_000 }).not.toBe("building");
    expect(await readStatus(), output).toMatchObject({ state: "idle", lastBuildFailed: false });
    expect(output).not.toMatch(/could not be saved|failed/i);
  } finally {
    if (live.exitCode === null && live.signalCode === null) {
      const exited = new Promise((resolve) => live.once("exit", resolve));
      live.kill("SIGTERM");
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  }
  // Stopping npm run live stops its nginx too.
  expect(
    await request.get(`http://127.0.0.1:${ports.live}/`).then(
      () => "answered",
      () => "closed",
    ),
  ).toBe("closed");
});

test("/status tells a stranger the state only; a signed read gets the details", async ({ request }) => {
  const open = await request.get(`${PUBLISHER_URL}/status`);
  expect(open.status()).toBe(200);
  const text = await open.text();
  expect(Object.keys(JSON.parse(text)).sort()).toEqual(["lastBuildFailed", "liveSince", "state"]);
  for (const secret of [PUBLISH_ROOT, "logs/", "lastCall", "slug"]) expect(text).not.toContain(secret);

  const details = await publisherStatus(request);
  expect(details).toMatchObject({ lastCall: expect.any(Object), liveRelease: expect.any(String) });
  const forged = await request.get(`${PUBLISHER_URL}/status`, {
    headers: signedStatusHeaders("not-the-secret-".repeat(3)),
  });
  expect(forged.status()).toBe(401);
});

test("requests no browser sends, all at once: each a 4xx or a closed connection within its time-out; the publisher and the site answer after them", async ({
  request,
}) => {
  // Sent side by side, as an attacker would (fewer than the listener's connections): each is still judged
  // on its own, and the slow ones (a body or headers that never end) wait out their time-outs together.
  test.setTimeout(Math.max(...HOSTILE_REQUESTS.map((hostile) => hostile.limitMs(DEFAULT_LIMITS))) + 30_000);
  await Promise.all(
    HOSTILE_REQUESTS.map(async (hostile) => {
      const status = await exchange(publisher, hostile, DEFAULT_LIMITS);
      if (status === null)
        expect.soft(hostile.mayCloseSilently, `${hostile.name}: closed silently`).toBe(true);
      else expect.soft(hostile.statuses, `${hostile.name}: answered ${status}`).toContain(status);
    }),
  );
  expect((await request.get(`${PUBLISHER_URL}/status`)).status()).toBe(200);
  expect((await request.get("/")).status()).toBe(200);
});

test("200 idle connections: each closed within the time-out; the publisher and the site answer after them", async ({
  request,
}) => {
  const limitMs = DEFAULT_LIMITS.headersTimeoutMs + 10_000;
  test.setTimeout(limitMs + 30_000);
  await idleConnections(publisher, 200, limitMs);
  expect((await request.get(`${PUBLISHER_URL}/status`)).status()).toBe(200);
  expect((await request.get("/")).status()).toBe(200);
});

test("a WordPress whose clock is off by a quarter of an hour still gets its calls accepted", async ({
  request,
}) => {
  const wordpress = editor(request);
  const before = await publisherStatus(request);
  const [tag] = await wordpress.rest("GET", "tags?slug=metal");
  writeFileSync(CLOCK_FILE, "-900");
  try {
    await wordpress.rest("POST", `tags/${tag.id}`, { name: `Metal, clock off ${run}` });
  } finally {
    rmSync(CLOCK_FILE, { force: true });
  }
  // Refused as too old, then signed again with the publisher's time (its Date header).
  const after = await publisherStatus(request);
  expect(after.calls).toBe(before.calls + 1);
  expect(after.lastCall?.terms).toEqual([{ taxonomy: "post_tag", id: tag.id }]);
});

test.describe("a publisher that is down loses nothing", () => {
  const published = { slug: `while-stopped-${run}`, id: 0 };
  const trashed = { slug: "jahresrueckblick", id: 0 };

  test("stopped: a post published and another trashed are kept by the plugin, shown to administrators, and delivered by WP-Cron once it is back", async ({
    request,
    browser,
  }) => {
    test.setTimeout(BUILD_SECONDS * 1000);
    const wordpress = editor(request);
    await waitForBuilds(request, await publisherStatus(request), 0);
    const before = await publisherStatus(request);
    const supervisor = pidOf("supervisor");
    // The supervisor is held, so the publisher stays down as `systemctl stop` would keep it.
    process.kill(supervisor, "SIGSTOP");
    try {
      process.kill(pidOf("publisher"), "SIGTERM");
      await expect.poll(publisherListens).toBe(false);
      published.id = (
        await wordpress.publish({
          slug: published.slug,
          title: "Published while the publisher was stopped",
          categories: [await wordpress.categoryId("en")],
        })
      ).id;
      trashed.id = (await wordpress.find(trashed.slug)).id;
      await wordpress.trash(trashed.id);
      expect(await adminBarText(browser)).toMatch(/2 changes not delivered to the site \(.+\); next try in/);
    } finally {
      process.kill(supervisor, "SIGCONT");
    }
    // The supervisor starts the publisher again; the plugin's next try (WP-Cron) delivers both.
    await expect
      .poll(
        async () => {
          await runWordPressCron(request);
          const status = await request
            .get(`${PUBLISHER_URL}/status`, { headers: signedStatusHeaders() })
            .then(
              (response) => (response.ok() ? response.json() : null),
              () => null,
            );
          return status?.calls > before.calls ? [...status.lastCall.posts].sort() : [];
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toEqual([published.id, trashed.id].sort());
  });

  test("killed with SIGKILL in the middle of the build: started again, it ends the orphaned build and both changes go live", async ({
    request,
  }) => {
    test.setTimeout((3 * BUILD_SECONDS + 30) * 1000);
    const markFile = path.join(PUBLISH_ROOT, "run", "command.json");
    await expect.poll(() => existsSync(markFile), { timeout: 30_000 }).toBe(true);
    const { mark } = JSON.parse(readFileSync(markFile, "utf8")) as { mark: string };
    const killed = pidOf("publisher");
    process.kill(killed, "SIGKILL");
    await expect
      .poll(async () => pidOf("publisher") !== killed && (await publisherListens()), { timeout: 60_000 })
      .toBe(true);
    await expect.poll(() => markedProcesses(mark), { timeout: 30_000 }).toEqual([]);

    await expect
      .poll(
        async () => [
          await liveStatus(request, `/news/${published.slug}/`),
          await liveStatus(request, `/de/news/${trashed.slug}/`),
        ],
        { timeout: 2 * BUILD_SECONDS * 1000, intervals: [1000] },
      )
      .toEqual([200, 404]);
    const after = await publisherStatus(request);
    expect(after.state, after.lastError ?? "").not.toBe("failed");
  });
});
