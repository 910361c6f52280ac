import { pageViewEntry, routeName } from "../../src/analytics/page-view";

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
  it("carries route name, page type, the path with query and hash, and the title", () => {
    expect(
      pageViewEntry({
        pathname: "/de/jobs/",
        search: "?ref=mail",
        hash: "#open",
        title: "Karriere | Aconity3D",
      }),
    ).toEqual({
      event: "nuxtRoute",
      routeName: "jobs___de",
      pageType: "PageView",
      pageUrl: "/de/jobs/?ref=mail#open",
      pageTitle: "Karriere | Aconity3D",
    });
  });
});
