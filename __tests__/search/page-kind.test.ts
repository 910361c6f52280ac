import { searchKindOfPage } from "../../src/search/page-kind";

describe("which pages the search index holds", () => {
  it.each([
    ["/", "page"],
    ["/de/", "page"],
    ["/jobs/", "page"],
    ["/de/team/", "page"],
    ["/machines/", "machine"],
    ["/machines/metal-lbpf/", "machine"],
    ["/de/products/aconity-midi/", "machine"],
    ["/news/a-post/", "news"],
    ["/de/news/ein-beitrag/", "news"],
    ["/application-center", "page"],
    ["/materials/in718/", "material"],
    ["/de/materials/alsi10mg/", "material"],
  ])("%s is a %s", (path, kind) => {
    expect(searchKindOfPage(path)).toBe(kind);
  });

  it.each([
    "/account/",
    "/de/account/",
    "/login/",
    "/de/login/",
    "/preview/",
    "/de/preview/",
    "/editor-preview/",
    "/de/editor-preview/",
    "/search/",
    "/de/search/",
    "/404/",
    "/404.html",
    "/de/404/",
    "/de/404.html",
    "/news/",
    "/de/news/",
    "/news/page/2/",
    "/news/category/events/",
    "/de/news/category/messen/",
    "/compare/machines/",
    "/de/compare/materials/",
    "/materials/machine/aconity-midi/",
    "/de/materials/family/aluminium-alloy/",
  ])("%s is not indexed", (path) => {
    expect(searchKindOfPage(path)).toBeNull();
  });
});
