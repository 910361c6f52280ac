/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { getPriority, tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { commandEnvironment, endLeftoverCommand, runCommand } from "../../publisher/run-command.mjs";

describe("the publisher's commands", () => {
  let root: string;
  let output: string;
  let log: PassThrough;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "run-command-"));
    output = "";
    log = new PassThrough();
    log.on("data", (chunk) => (output += chunk));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const run = (
    command: string,
    env: Record<string, string> = {},
    options: { timeLimitMs?: number; niceness?: number } = {},
  ) =>
    runCommand(command, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", ...env },
      log,
      label: "The deploy command",
      root,
      ...options,
    });

  /** The fields of a /proc/<pid>/stat line from the third (the state) on: its name may hold spaces. */
  const statFields = (stat: string) => stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const statOf = (pid: number) => {
    try {
      return statFields(readFileSync(`/proc/${pid}/stat`, "utf8"));
    } catch {
      return null;
    }
  };
  /** Field 19 of /proc/<pid>/stat. */
  const niceness = (fields: string[]) => Number(fields[16]);
  /** Still running: a zombie (ended, not yet reaped by whoever adopted it) is not. */
  const running = (pid: number) => {
    const state = statOf(pid)?.[0];
    return state !== undefined && state !== "Z";
  };
  /** The process ids a command printed as `name=<pid>`. */
  const printedPid = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(output)?.[1]);

  it("get the bucket's keys only when they may use them", () => {
    const env = {
      AWS_ACCESS_KEY_ID: "id",
      AWS_SECRET_ACCESS_KEY: "key",
      AWS_SESSION_TOKEN: "t",
      PATH: "/bin",
    };
    expect(commandEnvironment(env)).toEqual({ PATH: "/bin" });
    expect(commandEnvironment(env, {}, { bucketKeys: true })).toEqual(env);
  });

  it("never see the publisher's secret, and get what the publisher adds", async () => {
    expect(commandEnvironment({ PUBLISH_SECRET: "s", GATSBY_X: "1" }, { EXTRA: "2" })).toEqual({
      GATSBY_X: "1",
      EXTRA: "2",
    });
    await run('echo "secret=${PUBLISH_SECRET:-none} extra=$GATSBY_X"', {
      PUBLISH_SECRET: "s3cr3t",
      GATSBY_X: "1",
    });
    expect(output).toContain("secret=none extra=1");
  });

  it("are logged by their label, never by their command line, which may hold a credential", async () => {
    await run("true # --token=abc123");
    expect(output).toContain("$ (The deploy command)");
    expect(output).not.toContain("abc123");
  });

  it("fail with their label and exit code", async () => {
    await expect(run("exit 3")).rejects.toThrow("The deploy command failed (exit code 3)");
    expect(existsSync(path.join(root, "run", "command.json"))).toBe(false);
  });

  it("past their time limit are ended with every process they started, and fail saying so", async () => {
    const started = Date.now();
    await expect(
      run('sleep 30 & echo "grandchild=$!"; echo "command=$$"; wait', {}, { timeLimitMs: 1000 }),
    ).rejects.toThrow("The deploy command ran past its 1 s limit and was stopped");
    expect(printedPid("command")).toBeGreaterThan(0);
    expect(printedPid("grandchild")).toBeGreaterThan(0);
    expect(running(printedPid("command"))).toBe(false);
    expect(running(printedPid("grandchild"))).toBe(false);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(existsSync(path.join(root, "run", "command.json"))).toBe(false);
  }, 20_000);

  it("past their time limit get KILL when they ignore TERM", async () => {
    // An ignored signal stays ignored in what the shell starts: the command and its grandchild alike.
    const command = 'trap "" TERM; sleep 30 & echo "grandchild=$!"; echo "command=$$"; wait';
    await expect(run(command, {}, { timeLimitMs: 500 })).rejects.toThrow(
      "The deploy command ran past its 0.5 s limit and was stopped",
    );
    expect(running(printedPid("command"))).toBe(false);
    expect(running(printedPid("grandchild"))).toBe(false);
  }, 20_000);

  it("within their time limit finish as usual", async () => {
    await run("true", {}, { timeLimitMs: 10_000 });
    await expect(run("exit 3", {}, { timeLimitMs: 10_000 })).rejects.toThrow("failed (exit code 3)");
  });

  /** The niceness of every process whose /proc/<pid>/stat the command printed. */
  const printedNiceness = () =>
    output
      .split("\n")
      .filter((line) => /^\d+ \(/.test(line))
      .map((line) => niceness(statFields(line)));

  it("run at a lower CPU priority than the publisher when asked, and so does what they start", async () => {
    // The shell's own and that of `cat`, a process the shell started.
    await run("cat /proc/$$/stat; cat /proc/self/stat", {}, { niceness: 10 });
    // 10 above the publisher's (19 is the lowest priority there is).
    const lower = Math.min(19, getPriority() + 10);
    expect(printedNiceness()).toEqual([lower, lower]);
  });

  it("run at the publisher's own priority otherwise", async () => {
    await run("cat /proc/$$/stat; cat /proc/self/stat");
    expect(printedNiceness()).toEqual([getPriority(), getPriority()]);
  });

  it("left running by a crashed publisher are ended by the next one, by their mark", async () => {
    const running = run("sleep 60");
    const settled = running.then(
      () => "finished",
      (error: Error) => error.message,
    );
    const markFile = path.join(root, "run", "command.json");
    // Until the command is marked (the test's time limit bounds the wait on a busy machine).
    while (!existsSync(markFile)) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(JSON.parse(readFileSync(markFile, "utf8"))).toEqual({
      pid: expect.any(Number),
      mark: expect.any(String),
    });
    expect(await endLeftoverCommand(root)).toBeGreaterThan(0);
    expect(await settled).toMatch(/^The deploy command failed \(signal SIGTERM|exit code 143\)/);
    expect(await endLeftoverCommand(root)).toBe(0);
  }, 20_000);
});
