#!/usr/bin/env node
/**
 * Keeps the publisher running under `npm run live`, as systemd's `Restart=always` does in production: starts
 * it again whenever it stops, after a pause that grows while it keeps stopping at once (docs/publishing.md).
 */
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.join(here, "main.mjs");
const log = (line) => console.log(`[supervisor ${new Date().toISOString()}] ${line}`);
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
const STEADY_MS = 60_000;

let child = null;
let stopping = false;
let pause = FIRST_PAUSE_MS;
let restartTimer = null;

function start() {
  restartTimer = null;
  const startedAt = Date.now();
  // The publisher reads the build's TypeScript checks (its content API): tsx loads them.
  child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), main], { stdio: "inherit" });
  child.on("exit", (code, signal) => {
    child = null;
    if (stopping) process.exit(0);
    // Exit code 2: its configuration is wrong; starting it again changes nothing.
    if (code === 2) {
      log("the publisher's configuration is wrong (see above); not starting it again");
      process.exit(2);
    }
    if (Date.now() - startedAt >= STEADY_MS) pause = FIRST_PAUSE_MS;
    log(`the publisher stopped (${signal ?? `exit code ${code}`}); starting it again in ${pause / 1000} s`);
    restartTimer = setTimeout(start, pause);
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    clearTimeout(restartTimer);
    if (child) child.kill("SIGTERM");
    else process.exit(0);
  });
}

// Where an administrator (or a test) finds this process: beside the publisher's own pid file.
const run = path.join(path.resolve(here, "..", process.env.PUBLISH_ROOT ?? ".publish"), "run");
await mkdir(run, { recursive: true });
await writeFile(path.join(run, "supervisor.pid"), `${process.pid}\n`);
start();
