/** @jest-environment node */
import {
  backoffDelay,
  nextDelay,
  withRetries,
} from "../../../../plugins/source-wordpress-news/src/request/retry";

describe("back-off", () => {
  it("doubles the wait after each failed attempt", () => {
    const policy = { retries: 4, baseDelayMs: 500 };
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, policy))).toEqual([500, 1000, 2000, 4000]);
  });

  it("spreads the wait between half and all of it with jitter", () => {
    const policy = { retries: 4, baseDelayMs: 1000, jitter: true };
    expect(backoffDelay(2, policy, () => 0)).toBe(1000);
    expect(backoffDelay(2, policy, () => 0.999999)).toBe(2000);
  });

  it("tries `retries` more times, then throws the last error", async () => {
    const run = jest.fn(async (attempt: number) => {
      throw new Error(`attempt ${attempt}`);
    });
    const onRetry = jest.fn();
    await expect(
      withRetries(run, { retries: 3, baseDelayMs: 0 }, { isRetryable: () => true, onRetry }),
    ).rejects.toThrow("attempt 4");
    expect(run).toHaveBeenCalledTimes(4);
    expect(onRetry.mock.calls.map(([, attempt, delay]) => [attempt, delay])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
  });

  it("stops at once on an error that is not worth another try", async () => {
    const run = jest.fn(async () => {
      throw new Error("final");
    });
    await expect(
      withRetries(run, { retries: 3, baseDelayMs: 0 }, { isRetryable: () => false }),
    ).rejects.toThrow("final");
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("answers as soon as an attempt succeeds", async () => {
    const run = jest.fn(async (attempt: number) => {
      if (attempt < 3) throw new Error("not yet");
      return "done";
    });
    await expect(withRetries(run, { retries: 5, baseDelayMs: 0 }, { isRetryable: () => true })).resolves.toBe(
      "done",
    );
    expect(run).toHaveBeenCalledTimes(3);
  });
});

describe("the next wait", () => {
  const policy = { retries: 3, baseDelayMs: 500, maxRetryAfterMs: 60_000, maxTotalDelayMs: 90_000 };

  it.each([
    ["the back-off without Retry-After", 2, 0, undefined, 1000],
    ["Retry-After when it is longer than the back-off", 1, 0, 30_000, 30_000],
    ["the back-off when Retry-After is shorter", 3, 0, 0, 2000],
    ["Retry-After exactly at the bound", 1, 0, 60_000, 60_000],
    ["nothing when Retry-After asks for more than the bound", 1, 0, 60_001, undefined],
    ["nothing when the waits together would pass the total", 2, 60_000, 30_001, undefined],
    ["the wait that just fits the total", 2, 60_000, 30_000, 30_000],
    ["nothing after the last retry", 4, 0, undefined, undefined],
  ])("is %s", (_case, attempt, waited, asked, wait) => {
    expect(nextDelay(attempt, waited, asked, policy)).toBe(wait);
  });

  it("waits what the server asks for, and stops when the waits add up past the total", async () => {
    const slept: number[] = [];
    const run = jest.fn(async () => {
      throw new Error("busy");
    });
    await expect(
      withRetries(
        run,
        { retries: 10, baseDelayMs: 1, maxRetryAfterMs: 60_000, maxTotalDelayMs: 100_000 },
        {
          isRetryable: () => true,
          askedDelayMs: () => 40_000,
          sleep: async (ms) => {
            slept.push(ms);
          },
        },
      ),
    ).rejects.toThrow("busy");
    // 40 s + 40 s fit in 100 s, a third 40 s does not: three attempts in all, not eleven.
    expect(slept).toEqual([40_000, 40_000]);
    expect(run).toHaveBeenCalledTimes(3);
  });
});
