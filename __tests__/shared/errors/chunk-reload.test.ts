import {
  claimReload,
  forgetReload,
  isChunkLoadError,
  wasTried,
  type AttemptStore,
} from "../../../src/shared/errors/chunk-reload";

function memoryStore(): AttemptStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe("isChunkLoadError", () => {
  it.each([
    ["webpack's ChunkLoadError", Object.assign(new Error("x"), { name: "ChunkLoadError" })],
    ["a failed JavaScript chunk", new Error("Loading chunk 123 failed.\n(error: /123-abc.js)")],
    ["a failed CSS chunk", new Error("Loading CSS chunk styles failed.")],
  ])("recognises %s", (_what, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ["another error", new TypeError("x is undefined")],
    ["a string", "Loading chunk 1 failed"],
    ["null", null],
  ])("ignores %s", (_what, reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});

describe("claimReload", () => {
  it("allows one reload per path", () => {
    const store = memoryStore();
    expect(claimReload(store, "/jobs/", null)).toBe(true);
    expect(claimReload(store, "/jobs/", null)).toBe(false);
    expect(claimReload(store, "/team/", null)).toBe(true);
  });

  it("allows it again after the path loaded", () => {
    const store = memoryStore();
    claimReload(store, "/jobs/", null);
    forgetReload(store, "/jobs/");
    expect(wasTried(store, "/jobs/")).toBe(false);
    expect(claimReload(store, "/jobs/", null)).toBe(true);
  });

  it("never reloads again in the document that was reloaded for the path, even after it rendered", () => {
    expect(claimReload(memoryStore(), "/get-quote/", "/get-quote/")).toBe(false);
  });

  it("does not reload without a place to remember the attempt", () => {
    expect(claimReload(null, "/jobs/", null)).toBe(false);
    const refusing: AttemptStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(claimReload(refusing, "/jobs/", null)).toBe(false);
  });
});
