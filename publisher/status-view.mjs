/**
 * What /status tells whom. Anyone may learn whether the site is building, since when the live release is
 * live and whether the last build failed; the rest (the error, the log, the ids and slugs of changed posts,
 * the next try) only a read signed with the shared secret gets, which is how the plugin asks. Pure.
 */

/**
 * @param {{ state: string, liveSince: string | null, lastBuildFailed: boolean }} details
 */
export function publicStatus({ state, liveSince, lastBuildFailed }) {
  return { state, liveSince, lastBuildFailed };
}
