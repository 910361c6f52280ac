import {
  CONSENT_STORAGE_KEY,
  parseConsent,
  readConsent,
  serializeConsent,
  writeConsent,
  type ConsentStorage,
} from "../../src/consent/consent-store";

function memoryStorage(
  initial: Record<string, string> = {},
): ConsentStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

const failingStorage: ConsentStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("consent storage", () => {
  it("remembers an answer with the time it was given", () => {
    const storage = memoryStorage();
    expect(writeConsent(storage, "granted", new Date("2026-05-01T10:00:00Z"))).toBe(true);
    expect(JSON.parse(storage.items[CONSENT_STORAGE_KEY])).toEqual({
      version: 1,
      answer: "granted",
      answeredAt: "2026-05-01T10:00:00.000Z",
    });
    expect(readConsent(storage)).toBe("granted");
  });

  it("reads a decline as a decline", () => {
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: serializeConsent("denied", new Date()) });
    expect(readConsent(storage)).toBe("denied");
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "yes"],
    ["JSON null", "null"],
    ["an unknown answer", '{"version":1,"answer":"maybe","answeredAt":"x"}'],
    ["an older version", '{"version":0,"answer":"granted","answeredAt":"x"}'],
  ])("counts %s as no answer", (_case, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });

  it("counts storage that throws as no answer, and says it could not store", () => {
    expect(readConsent(failingStorage)).toBeNull();
    expect(writeConsent(failingStorage, "granted", new Date())).toBe(false);
    expect(readConsent(null)).toBeNull();
    expect(writeConsent(null, "denied", new Date())).toBe(false);
  });
});
