import { forgetSiteConfiguration } from "../../../gatsby/configuration/site-configuration";
import { isIndexable, sitemapOptions } from "../../../gatsby/sitemap/sitemap";

describe("isIndexable", () => {
  it.each([
    "/",
    "/jobs/",
    "/de/",
    "/de/jobs/",
    "/machines/metal-lbpf/",
    "/news/404-tips/",
    "/login-help/",
    "/news/preview/",
    "/news/search/",
  ])("lists %s", (path) => {
    expect(isIndexable(path)).toBe(true);
  });

  it.each([
    "/404/",
    "/404.html",
    "/de/404/",
    "/de/404.html",
    "/dev-404-page/",
    "/login/",
    "/de/login/",
    "/login",
    "/preview/",
    "/de/preview/",
    "/editor-preview/",
    "/de/editor-preview/",
    "/search/",
    "/de/search/",
  ])("leaves out %s", (path) => {
    expect(isIndexable(path)).toBe(false);
  });
});

describe("sitemapOptions.serialize", () => {
  const siteUrl = process.env.SITE_URL;
  beforeEach(() => {
    delete process.env.SITE_URL;
    forgetSiteConfiguration();
  });
  afterAll(() => {
    if (siteUrl !== undefined) process.env.SITE_URL = siteUrl;
  });

  it("lists a German page with its alternates in every language and x-default", () => {
    const page = { path: "/de/jobs/", pageContext: { i18n: { originalPath: "/jobs/" } } };
    expect(sitemapOptions.serialize(page)).toEqual({
      url: "/de/jobs/",
      links: [
        { lang: "en", url: "https://www.example.com/jobs/" },
        { lang: "de", url: "https://www.example.com/de/jobs/" },
        { lang: "x-default", url: "https://www.example.com/jobs/" },
      ],
    });
  });

  it("builds the alternates on SITE_URL when it is set", () => {
    process.env.SITE_URL = "https://staging.example.org/";
    forgetSiteConfiguration();
    const page = { path: "/", pageContext: { i18n: { originalPath: "/" } } };
    expect(sitemapOptions.serialize(page).links[1]).toEqual({
      lang: "de",
      url: "https://staging.example.org/de/",
    });
  });

  it("lists a page without language information without alternates", () => {
    expect(sitemapOptions.serialize({ path: "/news/", pageContext: {} })).toEqual({
      url: "/news/",
      links: [],
    });
  });
});

describe("sitemapOptions.resolvePages", () => {
  it("keeps only the indexable pages", () => {
    const nodes = ["/", "/404/", "/de/login/", "/jobs/"].map((path) => ({ path, pageContext: {} }));
    const paths = sitemapOptions.resolvePages({ allSitePage: { nodes } }).map((page) => page.path);
    expect(paths).toEqual(["/", "/jobs/"]);
  });
});
