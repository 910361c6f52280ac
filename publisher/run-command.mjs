/**
 * Runs the publisher's commands (the build, the web server's reload, the deploy command) through the shell,
 * each in a process group of its own, marked, and without the publisher's secret (docs/architecture.md §8).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { writeFileDurably } from "./durable-write.mjs";

/** The publisher's variables no command it runs may see (a build or a deploy tool has no use for them). */
const SECRET_VARIABLES = ["PUBLISH_SECRET"];
const MARK_VARIABLE = "PUBLISH_COMMAND_MARK";
/** How long a leftover command has to end after TERM before it gets KILL. */
const END_GRACE_MS = 10_000;

/** The environment of a command: the publisher's, without its secrets, with `extra` added. */
export function commandEnvironment(env, extra = {}) {
  const result = { ...env, ...extra };
  for (const name of SECRET_VARIABLES) delete result[name];
  return result;
}

const markFile = (root) => path.join(root, "run", "command.json");

/** The command running now, so that a stop can end its process group. */
let running = null;

/**
 * Runs `command` in `cwd`; resolves on exit code 0, rejects with `label` and the exit code otherwise.
 * @param {string} command
 * @param {{ cwd: string, env: Record<string, string | undefined>, log: import("node:stream").Writable,
 *   label: string, root: string }} options `root`: the publish root, where the mark is recorded.
 */
export async function runCommand(command, { cwd, env, log, label, root }) {
  const mark = randomBytes(12).toString("hex");
  await mkdir(path.join(root, "run"), { recursive: true });
  // The label, never the command line: it may hold a credential (an rsync or bucket-sync command).
  log.write(`\n$ (${label})\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      cwd,
      // The mark (also in run/command.json) lets a publisher started after a crash find what this one left.
      env: commandEnvironment(env, { [MARK_VARIABLE]: mark }),
      shell: true,
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
    const finish = (error) => {
      running = null;
      void recorded
        .then(() => rm(markFile(root), { force: true }))
        .then(() => (error ? reject(error) : resolve()));
    };
    child.on("error", (error) => finish(new Error(`${label} could not start: ${error.message}`)));
    child.on("close", (code, signal) => {
      if (code === 0) finish(null);
      else finish(new Error(`${label} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`));
    });
  });
}

/** Ends the running command's process group (the publisher is stopping). */
export function endRunningCommand(signal = "SIGTERM") {
  if (running?.pid === undefined) return;
  try {
    process.kill(-running.pid, signal);
  } catch {
    // Already gone.
  }
}

/** The ids of the processes whose environment holds the mark (Linux's /proc; none elsewhere). */
async function markedProcesses(mark) {
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
