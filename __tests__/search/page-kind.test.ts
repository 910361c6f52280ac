import { searchKindOfPage } from "../../src/search/page-kind";
import { searchQueryOf, searchUrl } from "../../src/search/search-url";
import { isSearchShortcut } from "../../src/components/search/search-shortcut";

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
  ])("%s is not indexed", (path) => {
    expect(searchKindOfPage(path)).toBeNull();
  });
});

describe("the search page's address", () => {
  it("reads the query and a known kind, and nothing else", () => {
    expect(searchQueryOf("?q=Pulver&kind=material")).toEqual({ query: "Pulver", kind: "material" });
    expect(searchQueryOf("?q=a%2Bb&kind=<script>")).toEqual({ query: "a+b", kind: "all" });
    expect(searchQueryOf("")).toEqual({ query: "", kind: "all" });
    expect(searchQueryOf(`?q=${"x".repeat(500)}`).query).toHaveLength(200);
  });

  it("writes the address to share", () => {
    expect(searchUrl("/de/search/", "Metall pulver", "material")).toBe(
      "/de/search/?q=Metall+pulver&kind=material",
    );
    expect(searchUrl("/search/", " ", "all")).toBe("/search/");
  });
});

describe("the search shortcut", () => {
  const press = (key: string, fields: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) =>
    isSearchShortcut({
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      target: document.body,
      ...fields,
    });

  it("is / outside text fields and Ctrl+K or ⌘K anywhere", () => {
    const field = document.createElement("input");
    expect(press("/")).toBe(true);
    expect(press("/", { target: field })).toBe(false);
    expect(press("k", { ctrlKey: true, target: field })).toBe(true);
    expect(press("K", { metaKey: true })).toBe(true);
    expect(press("k")).toBe(false);
    expect(press("k", { ctrlKey: true, altKey: true })).toBe(false);
  });
});
