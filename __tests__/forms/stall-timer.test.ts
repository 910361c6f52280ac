import { startStallTimer } from "../../src/forms/stall-timer";

describe("startStallTimer", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("fires once when nothing happens for its time", () => {
    const onStall = jest.fn();
    startStallTimer(1000, onStall);
    jest.advanceTimersByTime(999);
    expect(onStall).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it("starts again on progress, so only a pause counts, not the total", () => {
    const onStall = jest.fn();
    const timer = startStallTimer(1000, onStall);
    for (let step = 0; step < 20; step += 1) {
      jest.advanceTimersByTime(900);
      timer.progress();
    }
    expect(onStall).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it("never fires once stopped, even on later progress", () => {
    const onStall = jest.fn();
    const timer = startStallTimer(1000, onStall);
    timer.stop();
    timer.progress();
    jest.advanceTimersByTime(5000);
    expect(onStall).not.toHaveBeenCalled();
  });

  it("progress after firing does not arm it again", () => {
    const onStall = jest.fn();
    const timer = startStallTimer(1000, onStall);
    jest.advanceTimersByTime(1000);
    timer.progress();
    jest.advanceTimersByTime(5000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });
});
