/** @jest-environment node */
import { FullReadTimer, fullReadDueInMs } from "../../publisher/full-read.mjs";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-29T12:00:00Z");

describe("when every post is read again", () => {
  it("is a day after the last full read, at once when that is past, and a day from now with none recorded", () => {
    expect(fullReadDueInMs("2026-11-29T06:00:00.000Z", NOW, DAY)).toBe(18 * 3_600_000);
    expect(fullReadDueInMs("2026-11-27T12:00:00.000Z", NOW, DAY)).toBe(0);
    expect(fullReadDueInMs(null, NOW, DAY)).toBe(DAY);
    expect(fullReadDueInMs("not a date", NOW, DAY)).toBe(DAY);
  });

  it("is never more than a day away, even after the clock was put back", () => {
    expect(fullReadDueInMs("2026-12-05T00:00:00.000Z", NOW, DAY)).toBe(DAY);
  });
});

describe("the full-read timer", () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it("asks once when the day is over, and a new plan after a full read replaces the old", () => {
    const due = jest.fn();
    const timer = new FullReadTimer({ periodMs: DAY, due });
    timer.plan("2026-11-29T06:00:00.000Z");
    jest.advanceTimersByTime(18 * 3_600_000 - 1);
    expect(due).not.toHaveBeenCalled();
    // A rebuild read every post meanwhile: the day counts from it.
    timer.plan(new Date(Date.now()).toISOString());
    jest.advanceTimersByTime(DAY - 1);
    expect(due).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3 * DAY);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it("asks nothing once stopped", () => {
    const due = jest.fn();
    const timer = new FullReadTimer({ periodMs: DAY, due });
    timer.plan(null);
    timer.stop();
    jest.advanceTimersByTime(2 * DAY);
    expect(due).not.toHaveBeenCalled();
  });
});
