import { absoluteUrl } from "../../../src/shared/seo/absolute-url";

describe("absoluteUrl", () => {
  it.each([
    ["/jobs/", "https://www.example.com/jobs/"],
    ["/news/über-uns/", "https://www.example.com/news/%C3%BCber-uns/"],
    ["/de/news/%C3%BCber-uns/", "https://www.example.com/de/news/%C3%BCber-uns/"],
    ["/", "https://www.example.com/"],
  ])("%s → %s", (path, expected) => {
    expect(absoluteUrl("https://www.example.com", path)).toBe(expected);
  });
});
