/** @jest-environment node */
/**
 * The shared field types of common.schema.json judge any value in time linear in its length, with the
 * verdict a plain reading of their rule gives: over values built to make a pattern backtrack, up to and past
 * each type's limit, and the long ones that once took the check tens of seconds.
 */
import fc from "fast-check";
import { characterCount } from "../../../gatsby/collections/describe-value";
import { schemaErrors } from "../../../gatsby/collections/schema-validator";
import { withinBudget } from "../../support/time-budget";

/** A schema of one shared field type, named for the validator's cache. */
const fieldType = (kind: string) => ({
  name: `field-type-${kind}`,
  schema: { $ref: `./common.schema.json#/$defs/${kind}` },
});

/** Whether `value` is valid as the shared field type `kind`, as the build and the content API judge it. */
function isValid(kind: string, value: unknown): boolean {
  return withinBudget(() => schemaErrors(fieldType(kind), value).length === 0);
}

const LOWER_OR_DIGIT = "abcdefghijklmnopqrstuvwxyz0123456789";
const LETTER_OR_DIGIT = `${LOWER_OR_DIGIT}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
const only = (value: string, allowed: string) => [...value].every((character) => allowed.includes(character));
const hasSpace = (value: string) => /\s/u.test(value);
const isNonBlank = (value: string) => /\S/u.test(value);
/** Where a pattern's "." stops: these are never part of a path. */
const hasLineBreak = (value: string) => /[\n\r\u2028\u2029]/.test(value);
const words = (value: string, separators: string) => value.split(new RegExp(`[${separators}]`));
const endsWithOneOf = (value: string, extensions: readonly string[]) =>
  extensions.some(
    (extension) => value.endsWith(`.${extension}`) || value.endsWith(`.${extension.toUpperCase()}`),
  );

function isHttpUrl(value: string): boolean {
  const scheme = ["https://", "http://"].find((prefix) => value.startsWith(prefix));
  if (scheme === undefined) return false;
  const rest = value.slice(scheme.length);
  return rest !== "" && !"/?#".includes(rest[0]) && !hasSpace(rest);
}

function isEmail(value: string): boolean {
  const [local, domain, ...more] = value.split("@");
  if (domain === undefined || more.length > 0 || local === "" || hasSpace(value)) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => label !== "");
}

/** A path below data/: no leading or trailing "/", no "//", no "\", no ".." segment. */
const isDataPath = (value: string) =>
  value !== "" &&
  !value.startsWith("/") &&
  !value.endsWith("/") &&
  !value.includes("//") &&
  !value.includes("\\") &&
  !hasLineBreak(value) &&
  !value.split("/").includes("..");

/** A site path of a PDF: "/" and then no "//", no "\", no ".." segment, ending in .pdf. */
function isSitePdfPath(value: string): boolean {
  const rest = value.slice(1);
  return (
    value.startsWith("/") &&
    !rest.includes("//") &&
    !value.includes("\\") &&
    !hasLineBreak(value) &&
    !rest.split("/").includes("..") &&
    value.length >= 5 &&
    (value.endsWith(".pdf") || value.endsWith(".PDF"))
  );
}

interface FieldType {
  kind: string;
  /** Its maxLength, in code points. */
  limit: number;
  /** Whether a value within the limit keeps the rule, read from the rule's words, not its pattern. */
  keeps: (value: string) => boolean;
  /** Values are a prefix, runs of pieces and a suffix: what makes a backtracking pattern slow. */
  prefixes: string[];
  pieces: string[];
  suffixes: string[];
  /** A valid value of `length` code points. */
  ofLength: (length: number) => string;
}

const PATH_PIECES = ["a", "/", ".", "..", "\\", " ", "\n", "//", ".jpg", ".png", ".svg", ".pdf", "é"];
const PATH_SUFFIXES = ["", ".jpg", ".JPG", ".png", ".svg", ".pdf", ".PDF", ".gif", "/", "\n"];
const TEXT_PIECES = [" ", "\t", "\n", "\u00a0", "\u2028", "a", "😀"];
const letters = (length: number) => "a".repeat(length);

const FIELD_TYPES: FieldType[] = [
  {
    kind: "slug",
    limit: 100,
    keeps: (value) => words(value, "-").every((word) => word !== "" && only(word, LOWER_OR_DIGIT)),
    prefixes: ["", "a", "-"],
    pieces: ["a", "0", "-", "a-", "_", "A", " "],
    suffixes: ["", "a", "-", " ", "A"],
    ofLength: letters,
  },
  {
    kind: "identifier",
    limit: 100,
    keeps: (value) => words(value, "-_").every((word) => word !== "" && only(word, LOWER_OR_DIGIT)),
    prefixes: ["", "a", "_"],
    pieces: ["a", "0", "-", "_", "a_", "A", " "],
    suffixes: ["", "a", "_", "-", " "],
    ofLength: letters,
  },
  {
    kind: "camelCaseIdentifier",
    limit: 100,
    keeps: (value) => /^[a-z]/.test(value) && only(value, LETTER_OR_DIGIT),
    prefixes: ["", "a", "A"],
    pieces: ["a", "B", "0", "-", "_", " "],
    suffixes: ["", "a", "-", " "],
    ofLength: letters,
  },
  {
    kind: "httpUrl",
    limit: 2_000,
    keeps: isHttpUrl,
    prefixes: ["http://", "https://", "", "http:/", "ftp://", "https://a"],
    pieces: ["a", ".", "/", "?", "#", " ", "\t", ":", "@", "%20", "é", "a/"],
    suffixes: ["", " ", " x", "/", "\n", "#"],
    ofLength: (length) => `https://${letters(length - 8)}`,
  },
  {
    kind: "email",
    limit: 320,
    keeps: isEmail,
    prefixes: ["", "a", "a@", "@", "a@b"],
    pieces: ["a", ".", "@", " ", "-", "\n", "é", "a.", ".a"],
    suffixes: ["", " ", ".", "a", "@", ".de"],
    ofLength: (length) => `${letters(length - 4)}@b.c`,
  },
  {
    kind: "sitePath",
    limit: 2_000,
    keeps: (value) => value.startsWith("/") && !hasSpace(value),
    prefixes: ["/", "", " /"],
    pieces: ["a", "/", " ", "?", "#", "\n"],
    suffixes: ["", " ", "/", "\n"],
    ofLength: (length) => `/${letters(length - 1)}`,
  },
  {
    kind: "image",
    limit: 2_000,
    keeps: (value) =>
      isNonBlank(value) && isDataPath(value) && endsWithOneOf(value, ["jpg", "jpeg", "png", "webp", "avif"]),
    prefixes: ["images/", "", "/", "../", " "],
    pieces: PATH_PIECES,
    suffixes: PATH_SUFFIXES,
    ofLength: (length) => `${letters(length - 4)}.jpg`,
  },
  {
    kind: "logoFile",
    limit: 2_000,
    keeps: (value) => isNonBlank(value) && isDataPath(value) && endsWithOneOf(value, ["png", "svg"]),
    prefixes: ["images/", "", "/", "../"],
    pieces: PATH_PIECES,
    suffixes: PATH_SUFFIXES,
    ofLength: (length) => `${letters(length - 4)}.svg`,
  },
  {
    kind: "pdf",
    limit: 2_000,
    keeps: (value) => isNonBlank(value) && isSitePdfPath(value),
    prefixes: ["/files/", "/", "", "//", "/../"],
    pieces: PATH_PIECES,
    suffixes: PATH_SUFFIXES,
    ofLength: (length) => `/${letters(length - 5)}.pdf`,
  },
  {
    kind: "text",
    limit: 300,
    keeps: isNonBlank,
    prefixes: ["", " ", "a"],
    pieces: TEXT_PIECES,
    suffixes: ["", " ", "x"],
    ofLength: (length) => "😀".repeat(length),
  },
  {
    kind: "longText",
    limit: 20_000,
    keeps: isNonBlank,
    prefixes: ["", " ", "a"],
    pieces: TEXT_PIECES,
    suffixes: ["", " ", "x"],
    ofLength: (length) => "😀".repeat(length),
  },
];

/** prefix + runs of pieces + suffix: `runs` runs, each of `repeats` pieces. */
function valuesOf(
  { prefixes, pieces, suffixes }: FieldType,
  repeats: { min: number; max: number },
  runs: { minLength: number; maxLength: number },
) {
  const run = fc
    .tuple(fc.constantFrom(...pieces), fc.integer(repeats))
    .map(([piece, count]) => piece.repeat(count));
  return fc
    .tuple(fc.constantFrom(...prefixes), fc.array(run, runs), fc.constantFrom(...suffixes))
    .map(([prefix, pieceRuns, suffix]) => `${prefix}${pieceRuns.join("")}${suffix}`);
}

/**
 * A long run, as the values that stalled the old patterns were (http:// and 200,000 × "a", then " x"): long
 * enough that a quadratic pattern fails the budget by far, short enough that it still ends.
 */
const LONG_RUN = { min: 10_000, max: 50_000 };

const expected = (type: FieldType, value: string) => type.keeps(value) && characterCount(value) <= type.limit;

describe.each(FIELD_TYPES)("the field type $kind", (type) => {
  // Compiled once, before any call is timed.
  beforeAll(() => schemaErrors(fieldType(type.kind), ""));

  it("judges values up to and past its limit as its rule says, each within the budget", () => {
    fc.assert(
      fc.property(
        valuesOf(type, { min: 1, max: Math.ceil(type.limit / 2) }, { minLength: 0, maxLength: 6 }),
        (value) => {
          expect(isValid(type.kind, value)).toBe(expected(type, value));
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it("judges a long run of any of its pieces within the budget", () => {
    fc.assert(
      fc.property(valuesOf(type, LONG_RUN, { minLength: 1, maxLength: 2 }), (value) => {
        expect(isValid(type.kind, value)).toBe(expected(type, value));
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it("takes a value of exactly its limit and refuses one character more", () => {
    expect(isValid(type.kind, type.ofLength(type.limit))).toBe(true);
    expect(isValid(type.kind, type.ofLength(type.limit + 1))).toBe(false);
  });
});

describe("the values that once stalled the check", () => {
  it.each([
    ["httpUrl", "http:// and 200,000 × a, then a space", `http://${"a".repeat(200_000)} x`],
    ["httpUrl", "https:// and 200,000 × a, then a line break", `https://${"a".repeat(200_000)}\n`],
    ["email", "a@ and 100,000 dots, then a space", `a@${".".repeat(100_000)} `],
    ["email", "a@ and 100,000 × b., then a space", `a@${"b.".repeat(100_000)} `],
    ["email", "200,000 × a, then @b", `${"a".repeat(200_000)}@b`],
    ["text", "2 MB of spaces, then x", `${" ".repeat(2_000_000)}x`],
    ["longText", "x, then 2 MB of spaces", `x${" ".repeat(2_000_000)}`],
    ["image", "100,000 × a/, then x.gif", `${"a/".repeat(100_000)}x.gif`],
    ["pdf", "/ and 40,000 × .pdf and a line break", `/${".pdf\n".repeat(40_000)}`],
    ["slug", "100,000 × a-, then -", `${"a-".repeat(100_000)}-`],
    ["date", "20,000 days in a row", "2027-01-01".repeat(20_000)],
  ])("%s refuses %s within the budget", (kind, _description, value) => {
    expect(isValid(kind, value)).toBe(false);
  });

  it("takes the real days and nothing longer than a day", () => {
    const day = fc
      .date({ min: new Date("1900-01-01"), max: new Date("2999-12-31"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.string({ maxLength: 3 }), (text, extra) => {
        expect(isValid("date", text)).toBe(true);
        expect(isValid("date", `${text}${extra}`)).toBe(extra === "");
      }),
      { numRuns: 100 },
    );
  });
});
