import { STATUS_URL, showBuildStatus, statusText } from "../../src/admin/build-status.mjs";

const texts = {
  statusUnknown: "Unknown",
  statusBuilding: "Building",
  statusLive: "Live",
  statusLiveSince: "since {since}",
  statusFailed: "Failed: {error}",
  statusNextTry: "next in {next}",
};
const NOW = Date.parse("2025-06-01T12:00:00Z");
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const live = { state: "idle", liveSince: ago(120), lastError: null, nextTry: null };

describe("statusText", () => {
  it("says the site is live, and how long ago it went live, in seconds under 90 s and minutes above", () => {
    expect(statusText({ ...live, liveSince: ago(30) }, texts, "en", NOW)).toEqual({
      state: "Live",
      detail: "since 30 s",
    });
    expect(statusText({ ...live, liveSince: ago(150) }, texts, "en", NOW)).toEqual({
      state: "Live",
      detail: "since 3 min",
    });
  });

  it("writes the numbers as the editor's language does", () => {
    expect(statusText({ ...live, liveSince: ago(1500 * 60) }, texts, "de", NOW).detail).toBe(
      "since 1.500 min",
    );
  });

  it("says that the site is being built", () => {
    expect(statusText({ ...live, state: "building" }, texts, "en", NOW)).toEqual({
      state: "Building",
      detail: "",
    });
  });

  it("gives a failed build's error, and when it is tried again beside it", () => {
    const failed = { ...live, state: "failed", lastError: "Broken link" };
    expect(statusText(failed, texts, "en", NOW)).toEqual({ state: "Failed: Broken link", detail: "" });
    const retry = { ...failed, nextTry: new Date(NOW + 45_000).toISOString() };
    expect(statusText(retry, texts, "en", NOW)).toEqual({
      state: "Failed: Broken link",
      detail: "next in 45 s",
    });
  });

  it("does not know the state without an answer, or before the site was ever live", () => {
    expect(statusText(null, texts, "en", NOW)).toEqual({ state: "Unknown", detail: "" });
    expect(statusText({ ...live, liveSince: null }, texts, "en", NOW)).toEqual({
      state: "Unknown",
      detail: "",
    });
  });
});

describe("showBuildStatus", () => {
  let state: HTMLElement;
  let detail: HTMLElement;
  let timer: ReturnType<typeof setInterval> | undefined;
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    state = document.createElement("span");
    detail = document.createElement("span");
  });
  afterEach(() => {
    clearInterval(timer);
    jest.useRealTimers();
  });

  const answer = (body: unknown, ok = true) =>
    Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);
  const show = (fetch: jest.Mock) => showBuildStatus({ state, detail }, { texts, language: "en", fetch });

  it("shows the state at once, asked of the status URL without caching", async () => {
    const fetch = jest.fn(() => answer({ ...live, state: "building" }));
    timer = show(fetch);
    await jest.advanceTimersByTimeAsync(0);
    expect(state.textContent).toBe("Building");
    expect(detail.textContent).toBe("");
    expect(fetch).toHaveBeenCalledWith(STATUS_URL, { credentials: "same-origin", cache: "no-store" });
  });

  it("asks again every 5 seconds and shows the new state", async () => {
    const fetch = jest
      .fn()
      .mockReturnValueOnce(answer({ ...live, state: "building" }))
      .mockReturnValue(answer(live));
    timer = show(fetch);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(state.textContent).toBe("Live");
    expect(detail.textContent).toBe("since 2 min");
  });

  it.each([
    ["the publisher cannot be reached", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the publisher answers with an error", () => answer({ error: "x" }, false)],
    [
      "the answer is no JSON",
      () => Promise.resolve({ ok: true, json: () => Promise.reject(new SyntaxError("x")) } as Response),
    ],
  ])("does not know the state when %s", async (_case, respond) => {
    timer = show(jest.fn(respond));
    await jest.advanceTimersByTimeAsync(0);
    expect(state.textContent).toBe("Unknown");
  });

  it("leaves the live region alone while the state stays, though the time beside it moves on", async () => {
    timer = show(jest.fn(() => answer(live)));
    await jest.advanceTimersByTimeAsync(0);
    const observed: MutationRecord[] = [];
    const observer = new MutationObserver((records) => observed.push(...records));
    observer.observe(state, { childList: true, characterData: true, subtree: true });
    await jest.advanceTimersByTimeAsync(60_000);
    observed.push(...observer.takeRecords());
    observer.disconnect();
    expect(observed).toEqual([]);
    expect(detail.textContent).toBe("since 3 min");
  });
});
