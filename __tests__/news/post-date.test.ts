import { formatPostDate } from "../../src/news/post-date";

describe("formatPostDate", () => {
  it("formats for the language without shifting the day", () => {
    expect(formatPostDate("2026-03-05T23:30:00", "en")).toBe("March 5, 2026");
    expect(formatPostDate("2026-03-05T00:10:00", "de")).toBe("5. März 2026");
  });
});
