import {
  debouncedDraftSaver,
  DRAFT_SAVE_DELAY_MS,
  FormDraft,
  pickDraft,
  sessionStorageOrNull,
  type DraftShape,
  type DraftStorage,
} from "../../src/forms/form-draft";

const SHAPE: DraftShape = {
  name: "text",
  subject: { oneOf: ["general", "machines"] },
  materials: { someOf: ["alsi10mg", "in718"] },
  consent: "flag",
};

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const throwing: DraftStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("pickDraft", () => {
  it("keeps only the listed fields with the listed types", () => {
    expect(
      pickDraft(SHAPE, {
        name: "Ada",
        subject: "machines",
        materials: ["in718"],
        consent: true,
        website: "spam",
        "g-recaptcha-response": "token",
        file: { name: "x.step" },
      }),
    ).toEqual({ name: "Ada", subject: "machines", materials: ["in718"], consent: true });
  });

  it("drops values of the wrong type and choices the form does not offer", () => {
    expect(
      pickDraft(SHAPE, { name: 42, subject: "<script>", materials: ["in718", "gold"], consent: "yes" }),
    ).toEqual({});
  });

  it.each([null, "text", 3, ["a"]])("reads %p as nothing", (value) => {
    expect(pickDraft(SHAPE, value)).toEqual({});
  });
});

describe("FormDraft", () => {
  it("keeps the values under one key per form and reads them back", () => {
    const storage = memoryStorage();
    const draft = new FormDraft(storage, "contact", SHAPE);
    draft.save({ name: "Ada", subject: "general", website: "bot", consent: false });
    expect([...storage.items.keys()]).toEqual(["form-draft:contact"]);
    expect(storage.items.get("form-draft:contact")).not.toContain("bot");
    expect(new FormDraft(storage, "contact", SHAPE).load()).toEqual({
      name: "Ada",
      subject: "general",
      consent: false,
    });
    expect(new FormDraft(storage, "quote", SHAPE).load()).toBeNull();
  });

  it("clears", () => {
    const storage = memoryStorage();
    const draft = new FormDraft(storage, "contact", SHAPE);
    draft.save({ name: "Ada" });
    draft.clear();
    expect(storage.items.size).toBe(0);
    expect(draft.load()).toBeNull();
  });

  it("leaves no draft for an empty form", () => {
    const storage = memoryStorage();
    const draft = new FormDraft(storage, "contact", SHAPE);
    draft.save({ name: "Ada" });
    draft.save({ name: "", subject: "", materials: [], consent: false });
    expect(storage.items.size).toBe(0);
  });

  it.each(["not json", "null", '"text"', "[1,2]", '{"name": {"x": 1}}'])(
    "reads stored garbage %p as no draft",
    (text) => {
      const storage = memoryStorage();
      storage.items.set("form-draft:contact", text);
      expect(new FormDraft(storage, "contact", SHAPE).load()).toBeNull();
    },
  );

  it("never throws when the storage does, or is missing", () => {
    for (const storage of [throwing, null]) {
      const draft = new FormDraft(storage, "contact", SHAPE);
      expect(() => draft.save({ name: "Ada" })).not.toThrow();
      expect(draft.load()).toBeNull();
      expect(() => draft.clear()).not.toThrow();
    }
  });
});

describe("sessionStorageOrNull", () => {
  it("is null where reading the storage throws", () => {
    const blocked = {} as { sessionStorage: Storage };
    Object.defineProperty(blocked, "sessionStorage", {
      get() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(sessionStorageOrNull(blocked)).toBeNull();
    expect(sessionStorageOrNull(window)).toBe(window.sessionStorage);
  });
});

describe("debouncedDraftSaver", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("writes the last values once typing pauses", () => {
    const save = jest.fn();
    const saver = debouncedDraftSaver({ save });
    saver.schedule({ name: "A" });
    jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    saver.schedule({ name: "Ad" });
    jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: "Ad" });
  });

  it("flush writes a pending draft at once, and only once", () => {
    const save = jest.fn();
    const saver = debouncedDraftSaver({ save });
    saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.schedule({ name: "Ada" });
    saver.flush();
    jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("cancel drops a pending draft", () => {
    const save = jest.fn();
    const saver = debouncedDraftSaver({ save });
    saver.schedule({ name: "Ada" });
    saver.cancel();
    saver.flush();
    jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
  });
});
