/** @jest-environment node */
import { backoffDelay, withRetries } from "../../../plugins/source-wordpress-news/src/request/retry";

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
