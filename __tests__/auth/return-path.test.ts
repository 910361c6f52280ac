import { safeReturnPath, takeReturnPath } from "../../src/auth/return-path";

describe("safeReturnPath", () => {
  it.each([
    ["/", "/"],
    ["/jobs/", "/jobs/"],
    ["/de/team/?tab=2#academy", "/de/team/?tab=2#academy"],
    ["/products/aconity-midi/", "/products/aconity-midi/"],
    ["/news/caf%C3%A9/", "/news/caf%C3%A9/"],
  ])("keeps the site path %s", (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "jobs/",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%255C%255Cevil.example",
    "/%252F%252Fevil.example",
    "/\tevil",
    "/\n/evil.example",
    "/jobs/\r\nSet-Cookie:x=1",
    "/%0d%0aLocation:%20https://evil.example",
    "/\u0000",
    "/%00",
    " /jobs/",
    "/%E0%A4%A",
    "",
  ])("refuses %j", (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ["/"]])("refuses a non-string %p", (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it("refuses paths longer than 2 KB", () => {
    expect(safeReturnPath(`/${"a".repeat(2048)}`)).toBeNull();
  });
});

describe("takeReturnPath", () => {
  const storageWith = (value: string | null) => {
    const entries = new Map<string, string>(value === null ? [] : [["auth.redirect", value]]);
    return {
      entries,
      get: (key: string) => entries.get(key) ?? null,
      set: (key: string, v: string) => void entries.set(key, v),
      remove: (key: string) => void entries.delete(key),
    };
  };

  it("gives the remembered page once", () => {
    const storage = storageWith("/de/jobs/");
    expect(takeReturnPath(storage)).toBe("/de/jobs/");
    expect(takeReturnPath(storage)).toBeNull();
  });

  it.each(["/login/", "/de/login/", "//evil.example/"])("forgets %s without following it", (remembered) => {
    const storage = storageWith(remembered);
    expect(takeReturnPath(storage)).toBeNull();
    expect(storage.entries.size).toBe(0);
  });
});
