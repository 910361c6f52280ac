/** @jest-environment node */
import { wordPressDate } from "../../../../plugins/source-wordpress-news/src/posts/post-date";

describe("a post's date", () => {
  it.each([
    ["winter time in Germany", "2025-01-21T08:45:00", "2025-01-21T07:45:00", "2025-01-21T08:45:00+01:00"],
    [
      "summer time, just after midnight",
      "2024-10-15T00:15:00",
      "2024-10-14T22:15:00",
      "2024-10-15T00:15:00+02:00",
    ],
    ["a site in UTC", "2025-01-21T08:45:00", "2025-01-21T08:45:00", "2025-01-21T08:45:00Z"],
    ["a site west of UTC", "2025-01-21T08:45:00", "2025-01-21T13:45:00", "2025-01-21T08:45:00-05:00"],
    ["a half-hour offset", "2025-01-21T08:45:00", "2025-01-21T03:15:00", "2025-01-21T08:45:00+05:30"],
    ["no date_gmt", "2025-01-21T08:45:00", null, "2025-01-21T08:45:00"],
  ])("keeps the local time and adds the offset: %s", (_case, local, gmt, expected) => {
    expect(wordPressDate(local, gmt)).toBe(expected);
  });

  it("is the same moment as date_gmt", () => {
    expect(Date.parse(wordPressDate("2024-10-15T00:15:00", "2024-10-14T22:15:00") ?? "")).toBe(
      Date.parse("2024-10-14T22:15:00Z"),
    );
  });

  it.each([undefined, "", "2025-13-45T99:00:00", "21.01.2025"])("refuses %j", (local) => {
    expect(wordPressDate(local, "2025-01-21T07:45:00")).toBeUndefined();
  });
});
