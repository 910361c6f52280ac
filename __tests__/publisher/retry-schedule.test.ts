/** @jest-environment node */
import { retryDelayMs } from "../../publisher/retry-schedule.mjs";

describe("the wait before a failed build is tried again", () => {
  it("is 30 s, then doubles, and stays at 15 minutes", () => {
    const schedule = { firstMs: 30_000, maxMs: 900_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((failures) => retryDelayMs(failures, schedule) / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });

  it("is nothing before the first failure", () => {
    expect(retryDelayMs(0, { firstMs: 30_000, maxMs: 900_000 })).toBe(0);
  });
});
