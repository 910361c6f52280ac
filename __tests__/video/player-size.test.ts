import { DEFAULT_PLAYER_SIZE, playerSizeFor } from "../../src/video/player-size";

describe("playerSizeFor", () => {
  it("is 640 × 360 by default", () => {
    expect(DEFAULT_PLAYER_SIZE).toEqual({ width: 640, height: 360 });
  });

  it.each([
    [640, 640, 360],
    [343, 343, 193],
    [320.7, 320, 180],
  ])("gives a %p px container a %p × %p player (16:9)", (container, width, height) => {
    expect(playerSizeFor(container)).toEqual({ width, height });
  });

  it("keeps the default for a container not laid out yet", () => {
    expect(playerSizeFor(0)).toBe(DEFAULT_PLAYER_SIZE);
    expect(playerSizeFor(Number.NaN)).toBe(DEFAULT_PLAYER_SIZE);
  });
});
