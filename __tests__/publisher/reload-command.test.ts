/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { reloadCommand } from "../../publisher/reload-command.mjs";

describe("the web server's reload of npm run release and npm run rollback", () => {
  let root: string;
  let siteDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "reload-command-"));
    siteDir = path.join(root, "site");
    mkdirSync(siteDir);
    jest.spyOn(process.stdout, "write").mockImplementation(() => true);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });
  const env = (command?: string) => ({ PATH: process.env.PATH ?? "", PUBLISH_RELOAD_COMMAND: command });

  it("does nothing when no reload command is set", async () => {
    await expect(reloadCommand(siteDir, root, env())()).resolves.toBeUndefined();
    expect(existsSync(path.join(root, "run"))).toBe(false);
  });

  it("runs the command in the site's folder", async () => {
    await reloadCommand(siteDir, root, env("pwd > reloaded.txt"))();
    expect(readFileSync(path.join(siteDir, "reloaded.txt"), "utf8").trim()).toBe(siteDir);
  });

  it("fails naming the variable, not the command line, when the reload fails", async () => {
    const reload = reloadCommand(siteDir, root, env("exit 3"));
    await expect(reload()).rejects.toThrow(/PUBLISH_RELOAD_COMMAND/);
    await expect(reload()).rejects.not.toThrow(/exit 3/);
  });
});
