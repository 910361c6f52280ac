/**
 * Runs the publisher's commands (the build, the web server's reload, the deploy command) through the shell,
 * each in a process group of its own, marked, without the publisher's secret, within an optional time limit
 * and at an optional lower CPU priority (docs/architecture.md §8, docs/publishing.md).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { writeFileDurably } from "./durable-write.mjs";

/** The publisher's variables no command it runs may see (a build or a deploy tool has no use for them). */
const SECRET_VARIABLES = ["PUBLISH_SECRET"];
/**
 * The keys the publisher writes to the bucket with: the deploy command may use them (a sync of its own),
 * the build and the web server's reload have no use for them.
 */
export const BUCKET_KEY_VARIABLES = ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"];
const MARK_VARIABLE = "PUBLISH_COMMAND_MARK";
/** How long a leftover command has to end after TERM before it gets KILL. */
const END_GRACE_MS = 10_000;
/** How long a command past its time limit has to end after TERM before it gets KILL. */
const OVER_TIME_GRACE_MS = 5_000;
/** How long to wait for a group to be gone after KILL, which cannot be ignored. */
const KILL_WAIT_MS = 5_000;

/**
 * The environment of a command: the publisher's, without its secrets (and without the bucket's keys unless
 * `bucketKeys`), with `extra` added.
 */
export function commandEnvironment(env, extra = {}, { bucketKeys = false } = {}) {
  const result = { ...env, ...extra };
  for (const name of SECRET_VARIABLES) delete result[name];
  if (!bucketKeys) for (const name of BUCKET_KEY_VARIABLES) delete result[name];
  return result;
}

const markFile = (root) => path.join(root, "run", "command.json");

/** The command running now, so that a stop can end its process group. */
let running = null;

/**
 * The program and arguments that run `command` through the shell; under `nice` when `niceness` is above 0,
 * so that every process the command starts inherits it (a priority set after the spawn would miss the
 * workers the command forked meanwhile).
 */
function shellInvocation(command, niceness) {
  const shell = ["/bin/sh", "-c", command];
  return niceness > 0 ? ["nice", ["-n", String(niceness), ...shell]] : [shell[0], shell.slice(1)];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the group `groupId` is left (a zombie not yet reaped counts until it is). */
function groupAlive(groupId) {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Whether the group `groupId` is gone within `ms`. */
async function groupGone(groupId, ms) {
  const deadline = Date.now() + ms;
  while (groupAlive(groupId)) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * Ends the process group `groupId`: TERM, then KILL to whatever of it is left after `graceMs`, and returns
 * once the group is gone (a killed process takes a moment to end: returning at once let a caller see it
 * still running), or after KILL_WAIT_MS when the kernel holds one longer.
 */
async function endGroup(groupId, graceMs) {
  signalGroup(groupId, "SIGTERM");
  if (await groupGone(groupId, graceMs)) return;
  signalGroup(groupId, "SIGKILL");
  await groupGone(groupId, KILL_WAIT_MS);
}

function signalGroup(groupId, signal) {
  try {
    process.kill(-groupId, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs `command` in `cwd`; resolves on exit code 0, rejects with `label` and the exit code otherwise. A
 * command still running after `timeLimitMs` is ended with its whole process group and rejects with the
 * time limit in its message, so that a hung build fails (and is retried) instead of holding up the queue.
 * @param {string} command
 * @param {{ cwd: string, env: Record<string, string | undefined>, log: import("node:stream").Writable,
 *   label: string, root: string, timeLimitMs?: number | null, niceness?: number, bucketKeys?: boolean }}
 *   options `root`: the publish root, where the mark is recorded; `niceness`: how much lower than the
 *   publisher's the command's CPU priority is (0: the same); `bucketKeys`: whether it gets AWS_* keys.
 */
export async function runCommand(
  command,
  { cwd, env, log, label, root, timeLimitMs = null, niceness = 0, bucketKeys = false },
) {
  const mark = randomBytes(12).toString("hex");
  await mkdir(path.join(root, "run"), { recursive: true });
  // The label, never the command line: it may hold a credential (an rsync or bucket-sync command).
  log.write(`\n$ (${label})\n`);
  return new Promise((resolve, reject) => {
    const [program, args] = shellInvocation(command, niceness);
    const child = spawn(program, args, {
      cwd,
      // The mark (also in run/command.json) lets a publisher started after a crash find what this one left.
      env: commandEnvironment(env, { [MARK_VARIABLE]: mark }, { bucketKeys }),
      // A process group of its own: stopping the publisher ends everything the command started.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    running = child;
    const recorded =
      child.pid === undefined
        ? Promise.resolve()
        : writeFileDurably(markFile(root), JSON.stringify({ pid: child.pid, mark })).catch(() => {});
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    let settled = false;
    let overTime = false;
    let limit;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(limit);
      if (running === child) running = null;
      void recorded
        .then(() => rm(markFile(root), { force: true }))
        .then(() => (error ? reject(error) : resolve()));
    };
    if (timeLimitMs !== null && child.pid !== undefined) {
      limit = setTimeout(() => {
        overTime = true;
        void endOverTime(child, timeLimitMs, label).then(finish);
      }, timeLimitMs);
    }
    child.on("error", (error) => finish(new Error(`${label} could not start: ${error.message}`)));
    child.on("close", (code, signal) => {
      // Past the time limit, the ending settles once the whole group is gone, with its own message.
      if (overTime) return;
      if (code === 0) finish(null);
      else finish(new Error(`${label} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`));
    });
  });
}

/**
 * Ends a command that ran past its time limit, with its whole process group, and resolves with the error it
 * fails with. Its output is let go too: a process that left the group must not hold the publisher up.
 */
async function endOverTime(child, timeLimitMs, label) {
  await endGroup(child.pid, OVER_TIME_GRACE_MS);
  child.stdout.destroy();
  child.stderr.destroy();
  return new Error(`${label} ran past its ${timeLimitMs / 1000} s limit and was stopped`);
}

/** Ends the running command's process group (the publisher is stopping). */
export function endRunningCommand(signal = "SIGTERM") {
  if (running?.pid !== undefined) signalGroup(running.pid, signal);
}

/** The ids of the processes whose environment holds the mark (Linux's /proc; none elsewhere). */
export async function markedProcesses(mark) {
  const needle = `\0${MARK_VARIABLE}=${mark}\0`;
  const ids = (await readdir("/proc").catch(() => [])).filter((name) => /^\d+$/.test(name));
  const marked = [];
  for (const id of ids) {
    const environment = await readFile(`/proc/${id}/environ`, "latin1").catch(() => "");
    if (`\0${environment}`.includes(needle)) marked.push(Number(id));
  }
  return marked;
}

const signalAll = (ids, signal) => {
  for (const id of ids) {
    try {
      process.kill(id, signal);
    } catch {
      // Gone meanwhile.
    }
  }
};

/**
 * Ends what a command of a crashed publisher left running (a build still writing public/ would race the
 * next one). Only processes that carry the recorded mark are touched. Returns how many there were.
 */
export async function endLeftoverCommand(root, { log = () => {} } = {}) {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(markFile(root), "utf8"));
  } catch {
    return 0;
  }
  const mark =
    typeof recorded?.mark === "string" && /^[0-9a-f]{24}$/.test(recorded.mark) ? recorded.mark : null;
  let left = mark ? await markedProcesses(mark) : [];
  const count = left.length;
  if (count > 0) {
    log(`ending ${count} process(es) of a command the previous publisher left running`);
    signalAll(left, "SIGTERM");
    const deadline = Date.now() + END_GRACE_MS;
    while (left.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await markedProcesses(mark);
    }
    signalAll(left, "SIGKILL");
  }
  await rm(markFile(root), { force: true });
  return count;
}
