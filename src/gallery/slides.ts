/** Slide arithmetic of the home gallery, kept out of React so it is tested on its own. */
const SWIPE_THRESHOLD_PX = 50;
export const AUTOPLAY_INTERVAL_MS = 6000;

/** The index `step` slides away from `current`, wrapping around at both ends. */
export function wrapIndex(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** A horizontal swipe of `dx` pixels: -1 back, +1 forward, 0 when it is too short to count. */
export function swipeStep(dx: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold) return 0;
  return dx < 0 ? 1 : -1;
}
