/** @jest-environment node */
/** How messages show a value: never more than its start, and its length as the schema counts it. */
import ucs2length from "ajv/dist/runtime/ucs2length";
import fc from "fast-check";
import {
  characterCount,
  describeValue,
  lengthValues,
  shownValue,
} from "../../../gatsby/collections/describe-value";
import { withinBudget } from "../../support/time-budget";

describe("describeValue", () => {
  it.each<[unknown, string]>([
    [null, "null"],
    [undefined, "nothing"],
    [[1], "an array"],
    [{ a: 1 }, "an object"],
    [42, "number 42"],
    ["metal", 'string "metal"'],
    ["x".repeat(100), `string "${"x".repeat(56)}…`],
  ])("describes %j as %s", (value, words) => {
    expect(describeValue(value)).toBe(words);
  });

  it("shows no more than 60 characters of any value, however long, within the budget", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.jsonValue()), (value) => {
        expect(shownValue(value).length).toBeLessThanOrEqual(60);
      }),
    );
    const backslashes = `"${"\\".repeat(2_000_000)}`;
    expect(withinBudget(() => shownValue(backslashes))).toBe(`"\\"${"\\\\".repeat(27)}…`);
  });
});

describe("characterCount", () => {
  it("counts as JSON Schema's maxLength does: an emoji once, a lone surrogate once", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.string({ unit: fc.constantFrom("\ud83d", "\ude00", "a") }),
        (text, surrogates) => {
          expect(characterCount(text)).toBe(ucs2length(text));
          expect(characterCount(surrogates)).toBe(ucs2length(surrogates));
        },
      ),
    );
  });

  it("gives a length with its limit, counted in characters", () => {
    const emoji = "😀".repeat(2_000_000);
    expect(withinBudget(() => lengthValues(2_000, emoji))).toEqual({ limit: "2,000", length: "2,000,000" });
  });
});
