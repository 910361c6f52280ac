/**
 * How long the publisher waits before it builds again after failed builds: the first wait, doubled with every
 * further failure, never longer than the longest (docs/publishing.md). Pure.
 */

/**
 * @param {number} failures Failed builds since the last good one (1 after the first failure).
 * @param {{ firstMs: number, maxMs: number }} schedule
 */
export function retryDelayMs(failures, { firstMs, maxMs }) {
  if (failures < 1) return 0;
  return Math.min(maxMs, firstMs * 2 ** Math.min(failures - 1, 30));
}
