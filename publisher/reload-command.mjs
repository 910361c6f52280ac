/**
 * The web server's reload (PUBLISH_RELOAD_COMMAND) as `npm run release` and `npm run rollback` run it:
 * like the publisher's commands (run-command.mjs), its output on this terminal.
 */
import { runCommand } from "./run-command.mjs";

/** A reload function for go-live.mjs; does nothing when no reload command is set. */
export function reloadCommand(siteDir, root, env = process.env) {
  return async () => {
    if (!env.PUBLISH_RELOAD_COMMAND) return;
    await runCommand(env.PUBLISH_RELOAD_COMMAND, {
      cwd: siteDir,
      env,
      log: process.stdout,
      label: "PUBLISH_RELOAD_COMMAND",
      root,
    });
  };
}
