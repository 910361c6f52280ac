/** @jest-environment node */
/**
 * The publisher as a process (publisher/main.mjs, and publisher/supervise.mjs around it), with a build
 * command of the test's own that makes a tiny site and waits where the test tells it to. What these
 * tests prove with a real build, nginx and WordPress is in e2e/publishing-resilience.spec.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { markedProcesses } from "../../publisher/run-command.mjs";
import { sign, statusSignature } from "../../publisher/signature.mjs";

const REPO = path.resolve(__dirname, "..", "..");
/**
 * Each test starts a publisher (Node loading TypeScript through tsx) and waits for a build or two, each
 * wait bounded by `until`: seconds on a quiet machine, many more on a busy one (Jest's own 5 s is not enough).
 */
const PROCESS_TEST_MS = 45_000;
const SECRET = "p".repeat(40);

/** A build that writes the files a release needs, records its environment, waits while `hold` exists,
 * fails while `fail` exists. */
const BUILD = `
set -e
env > "$TEST_DIR/build-env.txt"
while [ -e "$TEST_DIR/hold" ]; do sleep 0.05; done
[ ! -e "$TEST_DIR/fail" ] || { echo "made to fail" >&2; exit 7; }
mkdir -p public/de public/news
for f in index.html de/index.html 404.html nginx-redirects.conf nginx-csp.conf sitemap-index.xml news/index.html; do
  echo "built" > "public/$f"
done
`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, limitMs = 15_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the publisher process", () => {
  let dir: string;
  let port: number;
  let children: ChildProcess[];
  let output: string;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "publisher-process-"));
    mkdirSync(path.join(dir, "site"));
    writeFileSync(path.join(dir, "build.sh"), BUILD);
    port = await freePort();
    children = [];
    output = "";
  });
  afterEach(async () => {
    for (const child of children) child.kill("SIGKILL");
    rmSync(path.join(dir, "hold"), { force: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    rmSync(dir, { recursive: true, force: true });
  });

  const root = () => path.join(dir, "site", ".publish");
  function start(script = "publisher/main.mjs", env: Record<string, string> = {}) {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: REPO,
      env: {
        PATH: process.env.PATH,
        TEST_DIR: dir,
        PUBLISH_SITE_DIR: path.join(dir, "site"),
        WORDPRESS_URL: "http://127.0.0.1:9",
        PUBLISH_SECRET: SECRET,
        HOOK_PORT: String(port),
        PUBLISH_SETTLE_MS: "0",
        PUBLISH_RETRY_SECONDS: "1",
        PUBLISH_BUILD_COMMAND: `bash ${path.join(dir, "build.sh")}`,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    children.push(child);
    return child;
  }
  async function status() {
    const now = Math.floor(Date.now() / 1000);
    const response = await fetch(`http://127.0.0.1:${port}/status`, {
      headers: { "X-Publisher-Timestamp": String(now), "X-Hub-Signature-256": statusSignature(now, SECRET) },
    }).catch(() => null);
    return response?.ok ? ((await response.json()) as Record<string, unknown>) : undefined;
  }
  async function call(posts: object[]) {
    const body = JSON.stringify({
      id: `call-${Date.now()}-${Math.random()}`.replace(/\./g, ""),
      timestamp: Math.floor(Date.now() / 1000),
      posts,
    });
    return fetch(`http://127.0.0.1:${port}/hooks/wordpress`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "X-Hub-Signature-256": sign(Buffer.from(body), SECRET) },
    });
  }
  const pidOf = (name: string) => Number(readFileSync(path.join(root(), "run", name), "utf8"));
  // A process that exited but is not yet reaped (a zombie, whose parent ended too, waiting for whoever
  // inherits it) answers signal 0 as if it ran: its state in /proc says otherwise.
  const running = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      return stat.charAt(stat.lastIndexOf(")") + 2) !== "Z";
    } catch {
      return false;
    }
  };
  const live = () => {
    try {
      return readdirSync(path.join(root(), "releases")).filter((name) => /Z$/.test(name));
    } catch {
      return [];
    }
  };

  it(
    "builds a first release, and answers 202 to a call only once it is on the disk",
    async () => {
      start();
      await until("the first release", () => (live().length === 1 ? true : undefined));
      // Where its time went, for the benchmark: each stage in the status and at the end of the release's log.
      const { lastBuild, lastLog } = (await until("the status of the first release", async () =>
        (await status())?.lastBuild ? status() : undefined,
      )) as { lastBuild: { profile: { stage: string; seconds: number }[] }; lastLog: string };
      expect(lastBuild.profile.map(({ stage }) => stage)).toEqual([
        "build",
        "release",
        "check",
        "switch",
        "prune",
      ]);
      for (const { seconds } of lastBuild.profile) expect(seconds).toBeGreaterThanOrEqual(0);
      expect(readFileSync(path.join(root(), lastLog), "utf8")).toMatch(
        /\nProfile: build \d+\.\d s, release /,
      );
      const response = await call([{ id: 5, slug: "a-post", visible: false }]);
      expect(response.status).toBe(202);
      const queue = JSON.parse(readFileSync(path.join(root(), "queue.json"), "utf8"));
      expect([queue.pending, queue.building]).toContainEqual({
        posts: [{ id: 5, slug: "a-post", visible: false }],
        terms: [],
        rebuild: false,
      });
    },
    PROCESS_TEST_MS,
  );

  it(
    "killed in the middle of a build: the next one ends the orphaned build and builds what was pending",
    async () => {
      writeFileSync(path.join(dir, "hold"), "");
      const first = start();
      await until("a build running", () => existsSync(path.join(root(), "run", "command.json")) || undefined);
      const { mark } = JSON.parse(readFileSync(path.join(root(), "run", "command.json"), "utf8"));
      first.kill("SIGKILL");
      await until(
        "the publisher gone",
        () => first.exitCode !== null || first.signalCode !== null || undefined,
      );
      // The build it started goes on without it.
      const marked = () => markedProcesses(mark);
      expect((await marked()).length).toBeGreaterThan(0);

      start();
      await until("the orphaned build ended", async () => ((await marked()).length === 0 ? true : undefined));
      rmSync(path.join(dir, "hold"));
      await until("the release built after the restart", () => (live().length === 1 ? true : undefined));
      expect(output).toMatch(/ending \d+ process\(es\) of a command the previous publisher left running/);
    },
    PROCESS_TEST_MS,
  );

  it(
    "tries a failed build again after its back-off, without a new call, and says when",
    async () => {
      writeFileSync(path.join(dir, "fail"), "");
      const began = Date.now();
      start();
      const failed = await until("the failure", async () => {
        const current = await status();
        return current?.state === "failed" ? current : undefined;
      });
      expect(failed).toMatchObject({
        lastBuildFailed: true,
        lastError: "The build failed (exit code 7)",
        failures: expect.any(Number),
      });
      // When, by the back-off (1 s, doubled for each failure): judged by the clock of the failure, not of
      // this line, which a busy machine may reach seconds later.
      const nextTry = Date.parse(failed.nextTry as string);
      expect(nextTry).toBeGreaterThan(began);
      expect(nextTry).toBeLessThanOrEqual(Date.now() + 1000 * 2 ** ((failed.failures as number) - 1));
      expect(live()).toEqual([]);
      rmSync(path.join(dir, "fail"));
      await until("the retry's release", () => (live().length === 1 ? true : undefined));
      expect(await until("idle", async () => ((await status())?.state === "idle" ? true : undefined))).toBe(
        true,
      );
    },
    PROCESS_TEST_MS,
  );

  it(
    "reads every post again by itself once a full read is a period old, on a day without calls too",
    async () => {
      start(undefined, { PUBLISH_FULL_READ_SECONDS: "2" });
      const changedPosts = () =>
        /^NEWS_CHANGED_POSTS=(.*)$/m.exec(readFileSync(path.join(dir, "build-env.txt"), "utf8"))?.[1];
      const first = (await until("the first release", async () => {
        const current = await status();
        return current?.builds === 1 ? current : undefined;
      })) as { lastFullRead: string; lastBuild: { startedAt: string } };
      // The first build read every post (the variable empty), and its start is the full read's time.
      expect(changedPosts()).toBe("");
      expect(first.lastFullRead).toBe(first.lastBuild.startedAt);
      expect((await call([{ id: 5, slug: "a-post", visible: false }])).status).toBe(202);
      await until("the call's build", async () => ((await status())?.builds === 2 ? true : undefined));
      expect(changedPosts()).toBe("5");
      const third = (await until("a build nobody asked for", async () => {
        const current = await status();
        return current?.builds === 3 ? current : undefined;
      })) as { lastFullRead: string; lastBuild: { changes: { rebuild: boolean } } };
      expect(changedPosts()).toBe("");
      expect(third.lastBuild.changes.rebuild).toBe(true);
      expect(Date.parse(third.lastFullRead) - Date.parse(first.lastFullRead)).toBeGreaterThanOrEqual(2000);
      expect(output).toMatch(/every post is read again: 2 s since the last full read/);
    },
    PROCESS_TEST_MS,
  );

  it(
    "keeps its secret from the commands and the command lines out of its log; files for its group only",
    async () => {
      start("publisher/main.mjs", {
        PUBLISH_DEPLOY_COMMAND: `true --password=hunter2-${"x".repeat(8)}`,
      });
      await until("the first release", () => (live().length === 1 ? true : undefined));
      await until("idle", async () => ((await status())?.state === "idle" ? true : undefined));
      const environment = readFileSync(path.join(dir, "build-env.txt"), "utf8");
      expect(environment).not.toContain(SECRET);
      expect(environment).toMatch(/^WORDPRESS_URL=/m);
      const logs = readdirSync(path.join(root(), "logs"));
      const log = readFileSync(path.join(root(), "logs", logs[0]), "utf8");
      expect(log).toContain("$ (The deploy command)");
      expect(log).not.toContain("hunter2");
      expect(output).not.toContain("hunter2");
      const [release] = live();
      expect(statSync(path.join(root(), "releases", release, "index.html")).mode & 0o777).toBe(0o640);
      expect(statSync(path.join(root(), "queue.json")).mode & 0o777).toBe(0o640);
      expect(statSync(path.join(root(), "logs")).mode & 0o777).toBe(0o750);
    },
    PROCESS_TEST_MS,
  );

  it(
    "is started again by its supervisor whenever it dies",
    async () => {
      const supervisor = start("publisher/supervise.mjs");
      await until("the first release", () => (live().length === 1 ? true : undefined));
      const first = await until("the publisher's pid", () =>
        existsSync(path.join(root(), "run", "publisher.pid")) ? pidOf("publisher.pid") : undefined,
      );
      process.kill(first, "SIGKILL");
      // The new publisher is the one that answers: its status names its pid.
      const second = await until("a new publisher", async () => {
        const pid = (await status())?.pid;
        return typeof pid === "number" && pid !== first ? pid : undefined;
      });
      // With the processes' output, should it have stopped at once.
      expect({ running: running(second), output }).toMatchObject({ running: true });
      supervisor.kill("SIGTERM");
      await until("the supervisor stopped", () => (supervisor.exitCode !== null ? true : undefined));
      // The supervisor ends only once its publisher has exited; one outliving it still fails here.
      expect(await until("the publisher stopped", () => (running(second) ? undefined : true))).toBe(true);
    },
    PROCESS_TEST_MS,
  );
});
