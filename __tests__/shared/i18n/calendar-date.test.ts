import { formatCalendarDate, parseCalendarDate } from "../../../src/shared/i18n/calendar-date";

describe("parseCalendarDate", () => {
  it("reads a calendar date", () => {
    expect(parseCalendarDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it.each(["2027-13-01", "2027-04-31", "2027-00-10", "2027-1-5", "2027-01-05T00:00", ""])(
    "rejects %p",
    (text) => {
      expect(() => parseCalendarDate(text)).toThrow(RangeError);
    },
  );
});

describe("formatCalendarDate", () => {
  it.each`
    closesAt        | language | text
    ${"2027-01-31"} | ${"en"}  | ${"January 31, 2027"}
    ${"2027-01-31"} | ${"de"}  | ${"31. Januar 2027"}
    ${"2027-03-01"} | ${"en"}  | ${"March 1, 2027"}
    ${"2027-03-01"} | ${"de"}  | ${"1. März 2027"}
    ${"2026-12-31"} | ${"en"}  | ${"December 31, 2026"}
    ${"2026-12-31"} | ${"de"}  | ${"31. Dezember 2026"}
  `("writes the closing day $closesAt as $text in $language", ({ closesAt, language, text }) => {
    expect(formatCalendarDate(closesAt, language)).toBe(text);
  });

  it("writes a news post's date-time as its day, whatever its hour", () => {
    expect(formatCalendarDate("2026-03-05T23:30:00", "en")).toBe("March 5, 2026");
    expect(formatCalendarDate("2026-03-05T00:10:00", "de")).toBe("5. März 2026");
  });
});
