/**
 * What /status tells anyone; the rest only a read signed with the shared secret gets, which is how the
 * plugin asks (docs/publishing.md). Pure.
 */

/**
 * @param {{ state: string, liveSince: string | null, lastBuildFailed: boolean }} details
 */
export function publicStatus({ state, liveSince, lastBuildFailed }) {
  return { state, liveSince, lastBuildFailed };
}
