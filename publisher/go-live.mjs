/**
 * Puts a release live: the atomic switch of `live`, then the web server's reload; one implementation for the
 * publisher, `npm run release` and `npm run rollback` (docs/architecture.md §8).
 */
import { liveRelease, switchLive } from "./releases.mjs";

/**
 * @param {string} root The publish root.
 * @param {string} id The release to put live.
 * @param {() => Promise<void>} reload Rejects when the web server did not take the new includes.
 * @returns {Promise<string | null>} The release that was live before.
 */
export async function goLive(root, id, reload) {
  const previous = await liveRelease(root);
  await switchLive(root, id);
  try {
    await reload();
  } catch (error) {
    // Back to the release before, so the pages and the includes nginx uses stay of one release. The first
    // release has nothing to go back to: it stays, the web server starts on it later.
    if (previous !== null && previous !== id) await switchLive(root, previous);
    throw error;
  }
  return previous;
}
