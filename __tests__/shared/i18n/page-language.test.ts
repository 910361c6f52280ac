import { pageLanguage } from "../../../src/shared/i18n/page-language";

describe("pageLanguage", () => {
  it("is the page's own language and path, wherever it is shown", () => {
    expect(pageLanguage({ language: "de", originalPath: "/jobs/" }, "/de/jobs/")).toEqual({
      language: "de",
      originalPath: "/jobs/",
    });
  });

  it("is the language of the address asked for on the not-found page", () => {
    // Gatsby's browser code shows /404.html's data (English) for an unknown German address.
    const notFound = { language: "en", originalPath: "/404.html", byAddress: true };
    expect(pageLanguage(notFound, "/de/keine-solche-seite/")).toEqual({
      language: "de",
      originalPath: "/keine-solche-seite/",
    });
    expect(pageLanguage(notFound, "/no-such-machine/")).toEqual({
      language: "en",
      originalPath: "/no-such-machine/",
    });
  });

  it("follows the address when the context has no language it knows", () => {
    expect(pageLanguage(undefined, "/de/team/")).toEqual({ language: "de", originalPath: "/team/" });
    expect(pageLanguage({ language: "fr" }, "/team/")).toEqual({ language: "en", originalPath: "/team/" });
  });
});
