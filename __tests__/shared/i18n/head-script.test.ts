import { languageHeadScript } from "../../../src/shared/i18n/head-script";

interface Visit {
  href: string;
  cookie: string;
  languages?: string[];
  language?: string;
}

/** Runs the <head> script against a fake page; returns the cookie it leaves and where it sends the visitor. */
function runScript({ href, cookie, languages, language }: Visit) {
  const url = new URL(href, "https://www.example.com");
  const document = { cookie };
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, replace: jest.fn() };
  const navigator = { languages, language };
  new Function("document", "location", "navigator", languageHeadScript())(document, location, navigator);
  return { cookie: document.cookie, replace: location.replace };
}

describe("languageHeadScript", () => {
  it("remembers German for a German browser for a year", () => {
    const { cookie } = runScript({ href: "/jobs/?q=1#x", cookie: "", languages: ["de-DE", "en"] });
    expect(cookie).toBe("i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("sends a German browser to the German page, keeping query and hash", () => {
    const { replace } = runScript({ href: "/jobs/?q=1#x", cookie: "", languages: ["de-DE", "en"] });
    expect(replace).toHaveBeenCalledWith("/de/jobs/?q=1#x");
  });

  it("does nothing when the language cookie is already set", () => {
    const { cookie, replace } = runScript({
      href: "/jobs/",
      cookie: "a=1; i18n_redirected=en",
      languages: ["de"],
    });
    expect(cookie).toBe("a=1; i18n_redirected=en");
    expect(replace).not.toHaveBeenCalled();
  });

  it("remembers English without moving an English browser", () => {
    const { cookie, replace } = runScript({ href: "/jobs/", cookie: "", languages: ["en-GB"] });
    expect(cookie).toBe("i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(replace).not.toHaveBeenCalled();
  });

  it("uses navigator.language when navigator.languages is missing", () => {
    const { replace } = runScript({ href: "/", cookie: "", language: "de-AT" });
    expect(replace).toHaveBeenCalledWith("/de/");
  });

  it.each([
    ["malformed", "i18n_redirected=%E0%A4%A"],
    ["unknown", "i18n_redirected=fr"],
  ])("treats a %s language cookie as none", (_name, header) => {
    const { cookie, replace } = runScript({ href: "/", cookie: header, languages: ["de"] });
    expect(cookie).toBe("i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(replace).toHaveBeenCalledWith("/de/");
  });
});
