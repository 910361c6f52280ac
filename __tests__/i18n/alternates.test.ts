import { alternateLinks } from "../../src/i18n/alternates";

describe("alternateLinks", () => {
  it("links every language and x-default (English) for a page", () => {
    expect(alternateLinks("/jobs/", "https://www.example.com")).toEqual([
      { hrefLang: "en", href: "https://www.example.com/jobs/" },
      { hrefLang: "de", href: "https://www.example.com/de/jobs/" },
      { hrefLang: "x-default", href: "https://www.example.com/jobs/" },
    ]);
  });

  it("links the German home page with a trailing slash", () => {
    expect(alternateLinks("/", "https://www.example.com")).toContainEqual({
      hrefLang: "de",
      href: "https://www.example.com/de/",
    });
  });
});
