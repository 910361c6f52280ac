/** @jest-environment node */
import {
  parseHttpDate,
  retryAfterMs,
} from "../../../../plugins/source-wordpress-news/src/request/retry-after";

const NOW = Date.UTC(2025, 0, 2, 10, 0, 0);

describe("parsing an HTTP-date", () => {
  it.each([
    ["IMF-fixdate", "Thu, 02 Jan 2025 10:00:30 GMT", Date.UTC(2025, 0, 2, 10, 0, 30)],
    ["RFC 850", "Thursday, 02-Jan-25 10:00:30 GMT", Date.UTC(2025, 0, 2, 10, 0, 30)],
    ["asctime, one-digit day", "Thu Jan  2 10:00:30 2025", Date.UTC(2025, 0, 2, 10, 0, 30)],
    ["asctime, two-digit day", "Sun Nov 16 08:49:37 1994", Date.UTC(1994, 10, 16, 8, 49, 37)],
    ["a leap second", "Wed, 31 Dec 2025 23:59:60 GMT", Date.UTC(2025, 11, 31, 23, 59, 59)],
  ])("reads %s", (_form, value, time) => {
    expect(parseHttpDate(value)).toBe(time);
  });

  it.each([
    ["a local time zone", "Thu, 02 Jan 2025 10:00:30 +0100"],
    ["no zone", "Thu, 02 Jan 2025 10:00:30"],
    ["ISO 8601", "2025-01-02T10:00:30Z"],
    ["a 31st of February", "Mon, 31 Feb 2025 10:00:00 GMT"],
    ["hour 24", "Thu, 02 Jan 2025 24:00:00 GMT"],
    ["lower-case GMT", "Thu, 02 Jan 2025 10:00:30 gmt"],
    ["a bare year", "2025"],
    ["text", "soon"],
  ])("refuses %s", (_case, value) => {
    expect(parseHttpDate(value)).toBeUndefined();
  });
});

describe("the wait a Retry-After header asks for", () => {
  it.each([
    ["delay-seconds", "120", 120_000],
    ["zero seconds", "0", 0],
    ["seconds with spaces around", " 5 ", 5_000],
    ["a date 30 s ahead", "Thu, 02 Jan 2025 10:00:30 GMT", 30_000],
    ["a date in the past", "Thu, 02 Jan 2025 09:59:00 GMT", 0],
  ])("%s", (_case, header, wait) => {
    expect(retryAfterMs(header, null, NOW)).toBe(wait);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["negative", "-5"],
    ["a fraction", "1.5"],
    ["seconds with a unit", "10s"],
    ["malformed", "Thursday"],
  ])("is unknown when %s, so the usual back-off applies", (_case, header) => {
    expect(retryAfterMs(header, null, NOW)).toBeUndefined();
  });

  it("measures a date from the answer's Date header, not from a clock that is off", () => {
    const answered = "Thu, 02 Jan 2025 12:00:00 GMT"; // our clock is two hours behind
    expect(retryAfterMs("Thu, 02 Jan 2025 12:00:20 GMT", answered, NOW)).toBe(20_000);
  });

  it("falls back to the local clock when the Date header is not a date", () => {
    expect(retryAfterMs("Thu, 02 Jan 2025 10:00:20 GMT", "yesterday", NOW)).toBe(20_000);
  });

  it("keeps an absurdly long number finite, for the bound to refuse", () => {
    const wait = retryAfterMs("9".repeat(400), null, NOW);
    expect(wait).toBeGreaterThan(10 ** 15);
    expect(Number.isFinite(wait)).toBe(true);
  });
});
