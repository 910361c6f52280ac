/**
 * The publisher's checkout as git sees it: one commit per save with the editor as author, pushed to
 * CONTENT_GIT_REMOTE, and what developers pushed taken in before each save and each build (docs/editing.md).
 */
import { execFile } from "node:child_process";
import { redactCredentials, redactRemote } from "./redact-remote.mjs";

export class GitConflict extends Error {
  status = 409;
}

/**
 * `git …` in `root`, without a shell: of what an editor sends, only the judged paths and the cleaned author
 * reach it. Resolves with its output, rejects with its error output.
 */
function git(root, args, env) {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      args,
      { cwd: root, env, maxBuffer: 8 * 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (!error) return resolve(String(stdout));
        // Node's message repeats the command line, remote URL and all: a message of our own instead.
        const output = redactCredentials(String(stderr));
        reject(Object.assign(new Error(`git ${args[0]} failed: ${firstLine(output)}`), { stderr: output }));
      },
    );
  });
}

export class GitRepository {
  #root;
  #remote;
  #branch;
  #env;
  #log;
  /** Commits made here that the remote does not have yet (a push failed for want of a network). */
  unpushed = false;

  /**
   * @param {{ root: string, remote: string | null, branch: string,
   *   committer: { name: string, email: string },
   *   env?: Record<string, string | undefined>, log?: (line: string) => void }} options
   */
  constructor({ root, remote, branch, committer, env = process.env, log = () => {} }) {
    this.#root = root;
    this.#remote = remote;
    this.#branch = branch;
    this.#log = log;
    this.#env = {
      PATH: env.PATH,
      HOME: env.HOME,
      LANG: "C",
      GIT_TERMINAL_PROMPT: "0",
      GIT_COMMITTER_NAME: committer.name,
      GIT_COMMITTER_EMAIL: committer.email,
      ...(env.GIT_SSH_COMMAND ? { GIT_SSH_COMMAND: env.GIT_SSH_COMMAND } : {}),
    };
  }

  #git(args) {
    return git(this.#root, args, this.#env);
  }

  /** Throws unless the checkout is a git work tree on a branch. */
  async check() {
    const inside = (await this.#git(["rev-parse", "--is-inside-work-tree"])).trim();
    if (inside !== "true") throw new Error(`${this.#root} is not a git work tree`);
  }

  /**
   * Takes in what was pushed to the remote: fetch, then rebase this checkout's own commits onto it.
   * A conflict leaves the checkout as it was and throws a GitConflict.
   */
  async sync() {
    if (!this.#remote) return;
    await this.#git(["fetch", "--quiet", this.#remote, this.#branch]);
    try {
      await this.#git(["rebase", "--quiet", "FETCH_HEAD"]);
    } catch (error) {
      await this.#git(["rebase", "--abort"]).catch(() => {});
      throw new GitConflict(
        `The content on the server (${redactRemote(this.#remote)}) changed in a way that conflicts with the changes here: ${firstLine(error.stderr)}`,
      );
    }
    if (this.unpushed) await this.push();
  }

  /**
   * Commits the changes to `paths` (written, or removed) as one commit by `author`; returns its id.
   * @param {string[]} paths
   * @param {string} message
   * @param {{ name: string, email: string | null, subject: string }} author `subject`: the token's, kept
   *   in an `Editor-Subject` trailer, since a name and an address can be changed at the realm.
   */
  async commit(paths, message, author) {
    await this.#git(["add", "--all", "--", ...paths]);
    const email = author.email ?? "editor@invalid";
    await this.#git([
      "commit",
      "--quiet",
      "--no-gpg-sign",
      `--author=${author.name} <${email}>`,
      "-m",
      message,
      `--trailer=Editor-Subject: ${author.subject}`,
      "--",
      ...paths,
    ]);
    return (await this.#git(["rev-parse", "HEAD"])).trim();
  }

  /** Puts the checkout back to `commit` (a save that could not be pushed for a conflict). */
  async resetTo(commit) {
    await this.#git(["reset", "--quiet", "--hard", commit]);
  }

  async head() {
    return (await this.#git(["rev-parse", "HEAD"])).trim();
  }

  /**
   * Pushes to the remote; when the remote moved on, takes it in and pushes once more. A conflict throws a
   * GitConflict; any other failure (the network) leaves the commit here, to be pushed at the next sync.
   */
  async push() {
    if (!this.#remote) return;
    try {
      await this.#git(["push", "--quiet", this.#remote, `HEAD:${this.#branch}`]);
      this.unpushed = false;
      return;
    } catch (error) {
      if (!/rejected|non-fast-forward|fetch first/i.test(String(error.stderr))) {
        this.unpushed = true;
        this.#log(`push to ${redactRemote(this.#remote)} failed, kept for later: ${firstLine(error.stderr)}`);
        return;
      }
    }
    this.unpushed = false;
    await this.sync();
    await this.#git(["push", "--quiet", this.#remote, `HEAD:${this.#branch}`]);
  }

  /** Who last changed a file, and when: "<name>", ISO time; null when git has no commit of it. */
  async lastChange(path) {
    const line = (await this.#git(["log", "-1", "--format=%an%x00%aI", "--", path]).catch(() => "")).trim();
    if (line === "") return null;
    const [author, time] = line.split("\u0000");
    return { author, time };
  }
}

/** The first line of git's error output, without the credentials of a remote it may quote. */
function firstLine(text) {
  return (
    redactCredentials(
      String(text ?? "")
        .trim()
        .split("\n")[0],
    ) || "git failed"
  );
}
