/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
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

  const run = (command: string, env: Record<string, string> = {}) =>
    runCommand(command, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", ...env },
      log,
      label: "The deploy command",
      root,
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
