/**
 * The release pointer, `.releases/live.json` in the bucket: which release is live, since when, the releases
 * before it (for the grace period of their files), and which publisher is deploying. Every write of it is
 * conditional on the version read, so two publishers never interleave (docs/hosting.md). Pure.
 */

/** A claim older than this is a deploy that died; another publisher may take over. */
export const CLAIM_STALE_MS = 60 * 60 * 1000;

/** @typedef {{ live: string | null, history: { id: string, since: string, until: string | null }[],
 *   deploying: { id: string, owner: string, since: string } | null }} Pointer */

/** @returns {Pointer} */
export const emptyPointer = () => ({ live: null, history: [], deploying: null });

/** A pointer read from the bucket, checked: stored data is not trusted blindly. */
export function parsePointer(text) {
  const value = JSON.parse(text);
  const entryOk = (entry) =>
    typeof entry?.id === "string" &&
    typeof entry.since === "string" &&
    (entry.until === null || typeof entry.until === "string");
  const deployingOk = (claim) =>
    claim === null ||
    (typeof claim?.id === "string" && typeof claim.owner === "string" && typeof claim.since === "string");
  if (
    (value?.live !== null && typeof value?.live !== "string") ||
    !Array.isArray(value.history) ||
    !value.history.every(entryOk) ||
    !deployingOk(value.deploying ?? null)
  ) {
    throw new Error("The bucket's .releases/live.json is not a release pointer");
  }
  return { live: value.live, history: value.history, deploying: value.deploying ?? null };
}

/**
 * The pointer with this publisher's claim on a deploy of `id`, or why it cannot claim: another publisher's
 * deploy is under way. The publisher's own unfinished claim (a deploy it was killed in) is taken over.
 * @param {Pointer} pointer
 * @returns {{ pointer: Pointer } | { refused: string }}
 */
export function claim(pointer, { id, owner, now }) {
  const other = pointer.deploying;
  if (other && other.owner !== owner && now.getTime() - Date.parse(other.since) < CLAIM_STALE_MS) {
    return {
      refused: `another publisher is deploying release ${other.id} to the bucket since ${other.since}`,
    };
  }
  return { pointer: { ...pointer, deploying: { id, owner, since: now.toISOString() } } };
}

/** The history with `id` live from `now` on: the release before ends now. */
export function historyWithLive(pointer, id, now) {
  const at = now.toISOString();
  const closed = pointer.history.map((entry) => (entry.until === null ? { ...entry, until: at } : entry));
  return [...closed, { id, since: at, until: null }];
}
