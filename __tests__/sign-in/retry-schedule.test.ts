import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelay } from "../../src/sign-in/retry-schedule";

describe("retryDelay", () => {
  it("doubles from 2 s up to a minute, at the top of each step with the largest jitter", () => {
    const delays = Array.from({ length: 8 }, (_, attempt) => retryDelay(attempt, () => 0.999_999));
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it("waits at least half of each step", () => {
    expect([0, 1, 2, 5, 40].map((attempt) => retryDelay(attempt, () => 0))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
  });

  it("stays within its bounds for any attempt and any random number", () => {
    for (let attempt = -3; attempt < 100; attempt++) {
      for (const random of [0, 0.25, 0.5, 0.999]) {
        const delay = retryDelay(attempt, () => random);
        expect(delay).toBeGreaterThanOrEqual(FIRST_RETRY_MS / 2);
        expect(delay).toBeLessThanOrEqual(MAX_RETRY_MS);
      }
    }
  });
});
