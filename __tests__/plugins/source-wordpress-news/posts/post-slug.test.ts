/** @jest-environment node */
import {
  judgeSlug,
  MAX_SLUG_LENGTH,
  quotedSlug,
} from "../../../../plugins/source-wordpress-news/src/posts/post-slug.mjs";

describe("a post's slug as a page path segment", () => {
  it.each([
    ["an ASCII slug", "formnext-2024-booth", "formnext-2024-booth"],
    ["an underscore", "aconity_midi", "aconity_midi"],
    ["WordPress's encoding of an umlaut", "%c3%bcber-uns", "über-uns"],
    ["upper-case percent-encoding", "%C3%BCber-uns", "über-uns"],
    ["a decomposed umlaut, made NFC", "u%cc%88ber-uns", "über-uns"],
    ["ß and accents", "gr%c3%b6%c3%9fer-caf%c3%a9", "größer-café"],
    ["another script with its marks", "%e0%a4%b9%e0%a4%bf%e0%a4%82%e0%a4%a6%e0%a5%80", "हिंदी"],
    ["digits only", "2024", "2024"],
    ["exactly the longest WordPress stores", "a".repeat(MAX_SLUG_LENGTH), "a".repeat(MAX_SLUG_LENGTH)],
  ])("uses %s", (_case, raw, slug) => {
    expect(judgeSlug(raw)).toEqual({ slug });
  });

  it.each([
    ["empty", ""],
    ["the current folder", "."],
    ["the parent folder", ".."],
    ["the parent folder, encoded", "%2e%2e"],
    ["the parent folder, encoded in capitals", "%2E%2E"],
    ["the parent folder, encoded twice", "%252e%252e"],
    ["a slash", "a/b"],
    ["an encoded slash", "a%2fb"],
    ["a climb out of the news", "..%2f..%2fadmin"],
    ["a backslash", "a\\b"],
    ["an encoded backslash", "a%5cb"],
    ["a full-width solidus", "a%ef%bc%8fb"],
    ["a dot", "index.html"],
    ["a question mark", "post?x=1"],
    ["a hash", "post#top"],
    ["a percent sign left after decoding", "100%25"],
    ["a space", "two%20words"],
    ["a NUL", "a%00b"],
    ["a line break", "a%0ab"],
    ["a raw control character", "a\u0007b"],
    ["a right-to-left override", "a%e2%80%aeb"],
    ["a zero-width space", "a%e2%80%8bb"],
    ["broken percent-encoding", "%c3"],
    ["a lone percent sign", "50%"],
    ["one character too long", "a".repeat(MAX_SLUG_LENGTH + 1)],
    ["far too long", "%c3%bc".repeat(1000)],
    ["not a string", 42],
    ["missing", undefined],
  ])("refuses %s", (_case, raw) => {
    expect(judgeSlug(raw)).toHaveProperty("problem");
  });

  it("names the problem", () => {
    expect(judgeSlug("")).toEqual({ problem: "is empty" });
    expect(judgeSlug("%c3")).toEqual({ problem: "is not valid percent-encoded UTF-8" });
    expect(judgeSlug("a/b")).toEqual({
      problem: "is not a single path segment of letters, digits, '-' and '_'",
    });
  });

  it("quotes a slug for the build log without its control characters, cut short", () => {
    expect(quotedSlug("a\nb")).toBe('"a\\nb"');
    expect(quotedSlug("x".repeat(100))).toBe(`"${"x".repeat(80)}…"`);
    expect(quotedSlug(undefined)).toBe('"undefined"');
  });
});
