import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelay } from "../../src/auth/retry-schedule";
import { PROVIDER_TIME_LIMIT_MS, ProviderTimeout, withTimeLimit } from "../../src/auth/time-limit";

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

describe("withTimeLimit", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("passes on a result that comes in time", async () => {
    const result = withTimeLimit(new Promise((resolve) => setTimeout(() => resolve("tokens"), 9_999)));
    jest.advanceTimersByTime(9_999);
    await expect(result).resolves.toBe("tokens");
  });

  it("passes on a failure that comes in time", async () => {
    const result = withTimeLimit(Promise.reject(new TypeError("Failed to fetch")));
    await expect(result).rejects.toThrow(TypeError);
  });

  it("rejects with a ProviderTimeout when the work never settles", async () => {
    const result = withTimeLimit(new Promise(() => undefined));
    jest.advanceTimersByTime(PROVIDER_TIME_LIMIT_MS);
    await expect(result).rejects.toBeInstanceOf(ProviderTimeout);
  });

  it("takes another limit when given one", async () => {
    const result = withTimeLimit(new Promise(() => undefined), 50);
    jest.advanceTimersByTime(50);
    await expect(result).rejects.toThrow("50 ms");
  });

  it("leaves no timer behind", async () => {
    await withTimeLimit(Promise.resolve(1));
    expect(jest.getTimerCount()).toBe(0);
  });
});
