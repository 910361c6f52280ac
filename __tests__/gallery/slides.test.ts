import { swipeStep, wrapIndex } from "../../src/gallery/slides";

describe("wrapIndex", () => {
  it.each([
    [0, 1, 5, 1],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [2, -7, 5, 0],
    [3, 0, 5, 3],
    [0, 1, 0, 0],
  ])("from %i by %i of %i slides is %i", (current, step, count, expected) => {
    expect(wrapIndex(current, step, count)).toBe(expected);
  });
});

describe("swipeStep", () => {
  it.each([
    [-50, 1],
    [-120, 1],
    [50, -1],
    [49, 0],
    [-49, 0],
    [0, 0],
  ])("a swipe of %i px moves %i slides", (dx, expected) => {
    expect(swipeStep(dx)).toBe(expected);
  });
});
