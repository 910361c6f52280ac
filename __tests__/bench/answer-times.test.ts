/** @jest-environment node */
import { answerTimeSummary, percentile } from "../../bench/answer-times.mjs";

describe("answer times sampled during a build", () => {
  it("take the nearest-rank percentile, whatever order they came in", () => {
    const times = [
      120, 30, 50, 40, 1500, 60, 70, 80, 90, 100, 110, 20, 130, 140, 150, 160, 170, 180, 190, 10,
    ];
    expect(percentile(times, 0.95)).toBe(190);
    expect(percentile(times, 0.5)).toBe(100);
    expect(percentile(times, 1)).toBe(1500);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.95)).toBeNull();
  });

  it("let one slow answer in twenty pass the 95th percentile, but not two", () => {
    const fast = Array.from({ length: 18 }, () => 50);
    expect(percentile([...fast, 50, 3000], 0.95)).toBe(50);
    expect(percentile([...fast, 3000, 3000], 0.95)).toBe(3000);
  });

  it("are summed up as their count, median, 95th percentile and longest", () => {
    expect(answerTimeSummary([40, 10, 30, 20])).toEqual({ samples: 4, medianMs: 20, p95Ms: 40, maxMs: 40 });
    expect(answerTimeSummary([])).toEqual({ samples: 0, medianMs: null, p95Ms: null, maxMs: null });
  });
});
