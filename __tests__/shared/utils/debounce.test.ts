import { debounce } from "../../../src/shared/utils/debounce";

describe("debounce", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("calls once, the wait after the last call of a burst, with its arguments", () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    jest.advanceTimersByTime(60);
    debounced(2);
    jest.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it("calls again for a later burst", () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 100);
    debounced();
    jest.advanceTimersByTime(100);
    debounced();
    jest.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("calls nothing once cancelled", () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 100);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
