import { analyticsSearch, pageViewEntry, routeName } from "../../src/analytics/page-view";

describe("routeName", () => {
  it.each([
    ["/", "index___en"],
    ["/de/", "index___de"],
    ["/academy/", "academy___en"],
    ["/de/machines/metal-lbpf/", "machines-metal-lbpf___de"],
    ["/products/aconity-midi", "products-aconity-midi___en"],
    ["/de", "index___de"],
  ])("names %s %s", (pathname, name) => {
    expect(routeName(pathname)).toBe(name);
  });

  it("keeps a segment it cannot decode as it is", () => {
    expect(routeName("/news/%E0%A4%A/")).toBe("news-%E0%A4%A___en");
  });
});

describe("pageViewEntry", () => {
  it("carries route name, page type, the path with the campaign tags, and the title", () => {
    expect(
      pageViewEntry({
        pathname: "/de/jobs/",
        search: "?utm_source=mail&ref=x&utm_campaign=herbst",
        title: "Karriere | Aconity3D",
      }),
    ).toEqual({
      event: "nuxtRoute",
      routeName: "jobs___de",
      pageType: "PageView",
      pageUrl: "/de/jobs/?utm_source=mail&utm_campaign=herbst",
      pageTitle: "Karriere | Aconity3D",
    });
  });

  it.each([
    ["a preview link's token", "/preview/", "?post=12&token=eyJwIjoxMn0.c2ln"],
    [
      "a sign-in callback's code and state",
      "/login/",
      "?state=abc&session_state=def&code=ghi&iss=http%3A%2F%2Fx",
    ],
  ])("leaves out %s", (_what, pathname, search) => {
    expect(pageViewEntry({ pathname, search, title: "t" }).pageUrl).toBe(pathname);
  });
});

describe("analyticsSearch", () => {
  it("keeps only the parameters analytics needs, each value as it was", () => {
    expect(analyticsSearch("?q=pulver%20316L&token=x&utm_medium=social")).toBe(
      "?q=pulver+316L&utm_medium=social",
    );
    expect(analyticsSearch("")).toBe("");
    expect(analyticsSearch("?code=1")).toBe("");
  });
});
