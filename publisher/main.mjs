#!/usr/bin/env node
/**
 * The publisher: receives the site-publisher plugin's calls, builds and switches the live site, answers
 * its status. Started by `npm run publisher` (and by `npm run live` with nginx in front of the releases).
 * Settings: see config.mjs and docs/publishing.md, "The publisher".
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BuildQueue } from "./build-queue.mjs";
import { ConfigError, readPublisherConfig } from "./config.mjs";
import { publish } from "./publish-run.mjs";
import { liveInfo, liveRelease } from "./releases.mjs";
import { createPublisherServer } from "./server.mjs";
import { StatusStore } from "./status-store.mjs";

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const log = (line) => console.log(`[publisher ${new Date().toISOString()}] ${line}`);

let config;
try {
  config = readPublisherConfig(process.env, siteDir);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`The publisher cannot start: ${error.message}`);
  process.exit(2);
}

const store = new StatusStore(config.root);
const queue = new BuildQueue(
  async (changes) => {
    const startedAt = new Date();
    await store.update({ state: "building" });
    log(`building for ${changes.posts.length} post(s), ${changes.terms.length} term(s)`);
    try {
      const { id } = await publish(config, changes, { now: startedAt });
      const finishedAt = new Date();
      await store.update({
        state: "idle",
        lastError: null,
        lastLog: null,
        builds: store.current.builds + 1,
        lastBuild: { id, startedAt, finishedAt, seconds: (finishedAt - startedAt) / 1000, changes },
      });
      log(`live: ${id} after ${((finishedAt - startedAt) / 1000).toFixed(1)} s`);
    } catch (error) {
      await store.update({
        state: "failed",
        lastError: error.message,
        lastLog: error.logFile ?? null,
        builds: store.current.builds + 1,
      });
      log(`failed: ${error.message}; log: ${error.logFile ?? "none"}`);
    }
  },
  {
    settleMs: config.settleMs,
    onChange: ({ queued }) => void store.update({ queued }),
  },
);

const server = createPublisherServer({
  secret: config.secret,
  queue,
  log: (line) => log(line),
  onCall: (call) =>
    void store.update({
      calls: store.current.calls + 1,
      lastCall: {
        id: call.id,
        at: new Date().toISOString(),
        posts: call.posts.map((post) => post.id),
        terms: call.terms,
        rebuild: call.rebuild,
      },
    }),
  status: () => ({
    ...store.current,
    ...liveInfo(config.root),
    state: queue.busy ? "building" : store.current.state,
  }),
});
server.listen(config.port, config.host, async () => {
  log(`listening on http://${config.host}:${config.port} (hook /hooks/wordpress, status /status)`);
  log(`releases in ${config.root}, live: ${(await liveRelease(config.root)) ?? "none yet"}`);
  if ((await liveRelease(config.root)) === null) {
    queue.request({ posts: [], terms: [], rebuild: true });
  }
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    log(`stopping (${signal})`);
    server.close();
    process.exit(0);
  });
}
