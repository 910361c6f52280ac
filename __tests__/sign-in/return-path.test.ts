import fc from "fast-check";
import { safeReturnPath, takeReturnPath } from "../../src/sign-in/return-path";

const SITE = "https://www.example.com";

/** Dot segments that a browser resolves away, leaving `//evil.example/`: refused, in every spelling. */
const DOT_SEGMENT_VECTORS = [
  "/.//evil.example/",
  "/..//evil.example/",
  "/%2e//evil.example/",
  "/%2E//evil.example/",
  "/a/..//evil.example/",
  "/a/%2e%2e//evil.example/",
  "/%2e%2e//evil.example/",
  "/.%2e//evil.example/",
  "/%252e//evil.example/",
  "/.%2F/evil.example/",
  "/.%2f%2fevil.example/",
  "/%2e%2f%2fevil.example/",
  "/./\\evil.example/",
  "/.//evil.example/?x=1#y",
];

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
    ...DOT_SEGMENT_VECTORS,
    ...DOT_SEGMENT_VECTORS.map(encodeURIComponent),
  ])("refuses %j", (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ["/"]])("refuses a non-string %p", (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it("refuses paths longer than 2 KB", () => {
    expect(safeReturnPath(`/${"a".repeat(2048)}`)).toBeNull();
  });

  it("resolves harmless dot segments", () => {
    expect(safeReturnPath("/de/./jobs/../team/")).toBe("/de/team/");
  });
});

describe("safeReturnPath over generated inputs", () => {
  // Pieces that parsers disagree about, joined at random: slashes, dots, encodings, schemes, hosts.
  const piece = fc.constantFrom(
    "/",
    "//",
    "\\",
    ".",
    "..",
    "%2e",
    "%2E",
    "%2e%2e",
    "%2f",
    "%2F",
    "%5c",
    "%25",
    "%252e",
    "%252f",
    "%",
    "a",
    "jobs",
    "de",
    "evil.example",
    "@",
    ":",
    "http:",
    "https:",
    "javascript:",
    "?",
    "#",
    "&",
    "=",
    " ",
    "\t",
    "\n",
    "%09",
    "%0a",
    "%00",
    "é",
    "%C3%A9",
    "%E0",
    "\u2028",
  );
  const candidate = fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join("")),
    fc.array(piece, { maxLength: 12 }).map((pieces) => `/${pieces.join("")}`),
    fc.string({ maxLength: 40 }),
  );

  it("accepts only values that pass again unchanged and stay on the site's origin", () => {
    fc.assert(
      fc.property(candidate, (input) => {
        const accepted = safeReturnPath(input);
        if (accepted === null) return;
        expect(safeReturnPath(accepted)).toBe(accepted);
        expect(new URL(accepted, SITE).origin).toBe(SITE);
        // Resolving it once more (as a redirect would) keeps the origin too.
        const resolved = new URL(accepted, SITE);
        expect(new URL(`${resolved.pathname}${resolved.search}${resolved.hash}`, SITE).origin).toBe(SITE);
      }),
      { numRuns: 3_000 },
    );
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

  it.each(["/login/", "/de/login/", "//evil.example/", ...DOT_SEGMENT_VECTORS])(
    "forgets %s without following it",
    (remembered) => {
      const storage = storageWith(remembered);
      expect(takeReturnPath(storage)).toBeNull();
      expect(storage.entries.size).toBe(0);
    },
  );
});
