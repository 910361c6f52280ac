import { PROVIDER_TIME_LIMIT_MS, ProviderTimeout, withinProviderLimit } from "../../src/sign-in/time-limit";

describe("withinProviderLimit", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("passes on a result that comes in time", async () => {
    const result = withinProviderLimit(new Promise((resolve) => setTimeout(() => resolve("tokens"), 9_999)));
    jest.advanceTimersByTime(9_999);
    await expect(result).resolves.toBe("tokens");
  });

  it("passes on a failure that comes in time", async () => {
    const result = withinProviderLimit(Promise.reject(new TypeError("Failed to fetch")));
    await expect(result).rejects.toThrow(TypeError);
  });

  it("rejects with a ProviderTimeout when the work never settles", async () => {
    const result = withinProviderLimit(new Promise(() => undefined));
    jest.advanceTimersByTime(PROVIDER_TIME_LIMIT_MS);
    await expect(result).rejects.toBeInstanceOf(ProviderTimeout);
  });

  it("takes another limit when given one", async () => {
    const result = withinProviderLimit(new Promise(() => undefined), 50);
    jest.advanceTimersByTime(50);
    await expect(result).rejects.toThrow("50 ms");
  });

  it("leaves no timer behind", async () => {
    await withinProviderLimit(Promise.resolve(1));
    expect(jest.getTimerCount()).toBe(0);
  });
});
