import { withTimeLimit } from "../../../src/shared/utils/time-limit";

describe("withTimeLimit", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const timedOut = () => new Error("too slow");

  it("passes a result that comes in time", async () => {
    await expect(withTimeLimit(Promise.resolve(7), 1000, timedOut)).resolves.toBe(7);
  });

  it("passes a rejection that comes in time", async () => {
    await expect(withTimeLimit(Promise.reject(new Error("no")), 1000, timedOut)).rejects.toThrow("no");
  });

  it("rejects with the time-out's error when nothing comes, and ignores a late result", async () => {
    let resolveLate: (value: number) => void = () => undefined;
    const late = new Promise<number>((resolve) => {
      resolveLate = resolve;
    });
    const limited = withTimeLimit(late, 1000, timedOut).catch((error: unknown) => error);
    jest.advanceTimersByTime(1000);
    resolveLate(1);
    expect(await limited).toEqual(new Error("too slow"));
  });
});
