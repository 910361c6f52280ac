/**
 * What a deploy to the bucket does, decided from what is there (docs/architecture.md §13). Pure: the release, the bucket's listing and the release pointer are passed in.
 */
import { PHASES, phaseOf } from "./object-rules.mjs";

/** The ETag of an empty object: what a redirect object has. */
const EMPTY_MD5 = "d41d8cd98f00b204e9800998ecf8427e";

/**
 * The objects to upload, by phase (PHASES' order): a file whose MD5 the bucket does not have under its
 * key or whose policy the live release did not give it, a redirect that the live release did not have
 * with the same target. What an interrupted deploy uploaded already is not sent again.
 * @param {Map<string, import("./release-files.mjs").ReleaseObject>} release
 * @param {Map<string, string>} remote The bucket's keys and their ETags (hex, without quotes).
 * @param {{ redirects: Record<string, string>, policies?: Record<string, string> } | null} liveManifest
 * @returns {[string, import("./release-files.mjs").ReleaseObject][][]}
 */
export function planUploads(release, remote, liveManifest) {
  const phases = PHASES.map(() => []);
  for (const [key, object] of release) {
    const there =
      object.kind === "file"
        ? remote.get(key) === object.md5 &&
          (liveManifest?.policies?.[key] ?? null) === (object.policy ?? null)
        : remote.get(key) === EMPTY_MD5 && liveManifest?.redirects[key] === object.location;
    if (!there) phases[object.kind === "redirect" ? phaseOf("x.html") : phaseOf(key)].push([key, object]);
  }
  return phases;
}

/** Every key a manifest names. */
const keysOf = (manifest) => [...Object.keys(manifest.files), ...Object.keys(manifest.redirects)];

/**
 * What a deploy may delete: the objects of releases that left the live site more than `graceMs` ago and
 * that neither the live release nor one live within the grace period has (an open tab of those may still
 * load them). Keys no release ever named are the administrator's, and stay.
 * @param {{ history: { id: string, since: string, until: string | null }[],
 *   manifests: Map<string, { files: Record<string, string>, redirects: Record<string, string> }>,
 *   remote: Map<string, string>, now: Date, graceMs: number }} input `history` with the new live release.
 * @returns {{ keys: string[], history: typeof input.history, manifests: string[] }} The keys to delete, the
 *   history that stays, and the manifests (release ids) no entry of it names any more.
 */
export function planDeletions({ history, manifests, remote, now, graceMs }) {
  const expired = (entry) => entry.until !== null && now.getTime() - Date.parse(entry.until) >= graceMs;
  const staying = history.filter((entry) => !expired(entry));
  const kept = new Set(
    staying.flatMap((entry) => keysOf(manifests.get(entry.id) ?? { files: {}, redirects: {} })),
  );
  const keys = new Set();
  for (const entry of history.filter(expired)) {
    const manifest = manifests.get(entry.id);
    if (!manifest) continue;
    for (const key of keysOf(manifest)) if (!kept.has(key) && remote.has(key)) keys.add(key);
  }
  const stayingIds = new Set(staying.map((entry) => entry.id));
  const gone = [...new Set(history.filter(expired).map((entry) => entry.id))].filter(
    (id) => !stayingIds.has(id),
  );
  return { keys: [...keys].sort(), history: staying, manifests: gone };
}
