/** The size of an embedded video player: 640 × 360 until its container is measured, then its width at 16:9. */
export interface PlayerSize {
  width: number;
  height: number;
}

export const DEFAULT_PLAYER_SIZE: PlayerSize = { width: 640, height: 360 };

/** The player for a container this wide; a container not laid out yet (0) keeps the default. */
export function playerSizeFor(containerWidth: number): PlayerSize {
  const width = Math.floor(containerWidth);
  if (!Number.isFinite(width) || width <= 0) return DEFAULT_PLAYER_SIZE;
  return { width, height: Math.round((width * 9) / 16) };
}
