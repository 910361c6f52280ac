/** @jest-environment node */
// The remote's credentials, as git itself repeats them in its errors, never reach the log or an editor.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GitConflict, GitRepository } from "../../../publisher/content/git-repository.mjs";

// A port nothing listens on: git fails at once, naming the URL.
const REMOTE = "http://deploy:s3cret-token@127.0.0.1:9/site.git";

describe("GitRepository with a remote that carries credentials", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "git-repository-"));
    execFileSync("git", ["init", "-q", "-b", "main", dir]);
    writeFileSync(path.join(dir, "a.txt"), "a\n");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const repository = (logged: string[]) =>
    new GitRepository({
      root: dir,
      remote: REMOTE,
      branch: "main",
      committer: { name: "Site publisher", email: "publisher@example.test" },
      log: (line: string) => logged.push(line),
    });

  it("logs a failed push without them", async () => {
    const logged: string[] = [];
    const git = repository(logged);
    await git.commit(["a.txt"], "A", { name: "Erika", email: "e@example.test", subject: "editor-1" });
    await git.push();
    expect(git.unpushed).toBe(true);
    expect(logged.join("\n")).toContain("http://***@127.0.0.1:9/site.git");
    expect(logged.join("\n")).not.toContain("s3cret");
  });

  it("fails to take the remote in with a message without them", async () => {
    const error = await repository([])
      .sync()
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(GitConflict);
    const { message, stack, stderr } = error as Error & { stderr: string };
    expect(message).toMatch(/^git fetch failed: /);
    expect(`${message}${stack}${stderr}`).not.toContain("s3cret");
  });
});
