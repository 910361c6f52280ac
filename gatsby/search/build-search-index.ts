import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Reporter } from "gatsby";

const run = promisify(execFile);

/**
 * The search index of the built site (index-site.mjs, in a process of its own: Pagefind's Node API and the
 * dictionary are ES modules with top-level await, which the compiled gatsby-node cannot require).
 * Returns its report line; a failure throws with Pagefind's message.
 */
export async function buildSearchIndex(repoDir: string, publicDir: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [
      path.join(repoDir, "gatsby", "search", "index-site.mjs"),
      publicDir,
      path.join(repoDir, ".cache", "search"),
    ],
    { cwd: repoDir, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout.trim();
}

/** The index for the build: its report line, or a failed build naming Pagefind's message (false). */
export async function writeSearchIndex(
  repoDir: string,
  publicDir: string,
  reporter: Reporter,
): Promise<boolean> {
  try {
    reporter.info(await buildSearchIndex(repoDir, publicDir));
    return true;
  } catch (error) {
    const output = error as { stderr?: string; message: string };
    reporter.panicOnBuild(`The search index could not be built: ${output.stderr || output.message}`);
    return false;
  }
}
