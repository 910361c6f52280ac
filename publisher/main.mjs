#!/usr/bin/env node
/**
 * The publisher: receives the site-publisher plugin's calls, keeps them in its durable queue, builds and
 * switches the live site, answers its status (docs/publishing.md).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BuildQueue } from "./build-queue.mjs";
import { changedPostsVariable } from "./changes.mjs";
import { ConfigurationError, readPublisherConfiguration } from "./config.mjs";
import { FullReadTimer } from "./full-read.mjs";
import { removeLeftovers } from "./housekeeping.mjs";
import { publish } from "./publish-run.mjs";
import { QueueFile } from "./queue-file.mjs";
import { liveInfo, liveRelease } from "./releases.mjs";
import { endLeftoverCommand, endRunningCommand } from "./run-command.mjs";
import { createPublisherServer } from "./server.mjs";
import { StatusStore } from "./status-store.mjs";

// Logs, releases and the queue are for the publisher's user and group (nginx's), nobody else.
process.umask(0o027);

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const log = (line) => console.log(`[publisher ${new Date().toISOString()}] ${line}`);

let config;
try {
  config = readPublisherConfiguration(process.env, siteDir);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(`The publisher cannot start: ${error.message}`);
  process.exit(2);
}

await mkdir(path.join(config.root, "run"), { recursive: true });
for (const name of await removeLeftovers(config.root)) log(`removed ${name}, left by an interrupted run`);
await endLeftoverCommand(config.root, { log });

const history = new StatusStore(config.root, { log });
/** Set when the content API runs: takes in what was pushed to its remote before a build. */
let beforeBuild = async () => {};
const queue = new BuildQueue(
  async (changes) => {
    await beforeBuild();
    const startedAt = new Date();
    log(`building for ${changes.posts.length} post(s), ${changes.terms.length} term(s)`);
    try {
      const { id, logFile, warnings, profile, bucket } = await publish(config, changes, {
        now: startedAt,
        changedAgain: () => new Set((queue.summary.pending?.posts ?? []).map((post) => post.id)),
      });
      const finishedAt = new Date();
      const seconds = (finishedAt - startedAt) / 1000;
      const readEveryPost = changedPostsVariable(changes) === "";
      await history.update({
        builds: history.current.builds + 1,
        lastBuild: { id, startedAt, finishedAt, seconds, changes, profile, bucket },
        lastLog: logFile,
        warnings,
        ...(readEveryPost && { lastFullRead: startedAt.toISOString() }),
      });
      if (readEveryPost) fullReads.plan(history.current.lastFullRead);
      for (const warning of warnings) log(`warning: ${warning}`);
      log(`live: ${id} after ${seconds.toFixed(1)} s`);
    } catch (error) {
      await history.update({
        builds: history.current.builds + 1,
        lastLog: error.logFile ?? null,
        warnings: [],
      });
      log(`failed: ${error.message}; log: ${error.logFile ?? "none"}`);
      throw error;
    }
  },
  { file: new QueueFile(config.root, { log }), settleMs: config.settleMs, retry: config.retry, log },
);

// Every post read again at least daily, on a quiet day too (publisher/full-read.mjs).
const fullReads = new FullReadTimer({
  periodMs: config.fullReadPeriodMs,
  due: () => {
    log(`every post is read again: ${config.fullReadPeriodMs / 1000} s since the last full read`);
    void queue.add({ posts: [], terms: [], rebuild: true });
  },
});
fullReads.plan(history.current.lastFullRead);

/** Everything /status can tell; the server gives strangers only the public part (status-view.mjs). */
function status() {
  const summary = queue.summary;
  return {
    ...history.current,
    ...liveInfo(config.root),
    state: summary.state,
    lastBuildFailed: summary.failures > 0,
    lastError: summary.lastError,
    failures: summary.failures,
    nextTry: summary.nextTry,
    queued: summary.queued,
    pending: summary.pending,
    building: summary.building,
    pid: process.pid,
  };
}

const server = createPublisherServer({
  secret: config.secret,
  queue,
  log,
  onCall: (call) =>
    void history.update({
      calls: history.current.calls + 1,
      lastCall: {
        id: call.id,
        at: new Date().toISOString(),
        posts: call.posts.map((post) => post.id),
        terms: call.terms,
        rebuild: call.rebuild,
      },
    }),
  status,
});

/** The editor's content API, on a listener of its own (its own connections, its own time-outs). */
let contentServer = null;
if (config.content) {
  const { startContentApi } = await import("./content/content-api.mjs");
  ({ app: contentServer, beforeBuild } = await startContentApi({
    config,
    log,
    // A save changes the repository's content, no post: the build reads nothing of WordPress again.
    onSaved: () => void queue.add({ posts: [], terms: [], rebuild: false }),
    status: () => {
      const { state, liveSince, lastBuildFailed, lastError, nextTry } = status();
      return { state, liveSince, lastBuildFailed, lastError, nextTry };
    },
  }));
}

const resumed = queue.resume();
if (resumed) log(`resuming: ${resumed.posts.length} post(s), ${resumed.terms.length} term(s) not yet live`);
else if ((await liveRelease(config.root)) === null) await queue.add({ posts: [], terms: [], rebuild: true });

const pidFile = path.join(config.root, "run", "publisher.pid");
try {
  await server.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(`The publisher cannot listen on ${config.host}:${config.port}: ${error.message}`);
  process.exit(1);
}
if (contentServer) {
  try {
    await contentServer.listen({ port: config.content.port, host: config.host });
  } catch (error) {
    console.error(`The content API cannot listen on ${config.host}:${config.content.port}: ${error.message}`);
    process.exit(1);
  }
  log(`content API listening on http://${config.host}:${config.content.port}/api/content`);
}
await writeFile(pidFile, `${process.pid}\n`);
log(`listening on http://${config.host}:${config.port} (hook /hooks/wordpress, status /status)`);
log(`releases in ${config.root}, live: ${(await liveRelease(config.root)) ?? "none yet"}`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log(`stopping (${signal}); what is pending stays in the queue`);
    queue.stop();
    fullReads.stop();
    endRunningCommand();
    void Promise.all([server.close(), contentServer?.close()])
      .catch(() => {})
      .then(() => rm(pidFile, { force: true }))
      .finally(() => process.exit(0));
  });
}
