import { alternateLinks } from "../../../src/shared/i18n/alternates";

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

describe("alternateLinks of a page that exists in some languages only", () => {
  it("links the languages it exists in, and x-default to the English version", () => {
    expect(
      alternateLinks({ en: "/news/open-day/", de: "/de/news/tag-der-offenen-tuer/" }, "https://x.example"),
    ).toEqual([
      { hrefLang: "en", href: "https://x.example/news/open-day/" },
      { hrefLang: "de", href: "https://x.example/de/news/tag-der-offenen-tuer/" },
      { hrefLang: "x-default", href: "https://x.example/news/open-day/" },
    ]);
  });

  it("makes a German-only page its own x-default", () => {
    expect(alternateLinks({ de: "/de/news/messe/" }, "https://x.example")).toEqual([
      { hrefLang: "de", href: "https://x.example/de/news/messe/" },
      { hrefLang: "x-default", href: "https://x.example/de/news/messe/" },
    ]);
  });

  it("percent-encodes a news slug with umlauts, as sitemaps and link headers require", () => {
    expect(alternateLinks({ de: "/de/news/über-uns/" }, "https://x.example")).toEqual([
      { hrefLang: "de", href: "https://x.example/de/news/%C3%BCber-uns/" },
      { hrefLang: "x-default", href: "https://x.example/de/news/%C3%BCber-uns/" },
    ]);
  });
});
