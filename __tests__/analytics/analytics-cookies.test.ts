import {
  analyticsCookieRemovals,
  cookieDomains,
  cookieNames,
  isAnalyticsCookie,
} from "../../src/analytics/analytics-cookies";

describe("analytics cookies", () => {
  it.each([
    "_ga",
    "_ga_ABC123XYZ",
    "_gid",
    "_gat",
    "_gat_UA-12345-1",
    "_gat_gtag_UA_1_2",
    "_gcl_au",
    "_gcl_aw",
  ])("counts %s as an analytics cookie", (name) => {
    expect(isAnalyticsCookie(name)).toBe(true);
  });

  it.each([
    ["the language cookie", "i18n_redirected"],
    ["a sign-in cookie", "auth.expires"],
    ["a name that only starts like one", "_gax"],
    ["a name that only ends like one", "my_ga"],
    ["a prefix with nothing after it", "_ga_"],
    ["a prefix with nothing after it", "_gcl_"],
    ["a name with a space inside", "_ga_x y"],
  ])("leaves %s alone (%s)", (_case, name) => {
    expect(isAnalyticsCookie(name)).toBe(false);
  });

  it("reads the names of document.cookie once each, in order", () => {
    expect(cookieNames("a=1; _ga=GA1.1.2;  _gid=x=y;_ga=GA1.1.3; empty=; ;")).toEqual([
      "a",
      "_ga",
      "_gid",
      "empty",
    ]);
    expect(cookieNames("")).toEqual([]);
  });

  it("tries the host and each parent domain with two labels or more", () => {
    expect(cookieDomains("www.shop.example.com")).toEqual([
      "www.shop.example.com",
      "shop.example.com",
      "example.com",
    ]);
    expect(cookieDomains("example.co.uk")).toEqual(["example.co.uk", "co.uk"]);
  });

  it("normalises the host name before it judges it", () => {
    expect(cookieDomains(" WWW.Example.COM. ")).toEqual(["www.example.com", "example.com"]);
  });

  it.each([
    ["an IPv4 address", "127.0.0.1"],
    ["an IPv6 address", "[::1]"],
    ["a single-label host", "localhost"],
    ["an empty host", ""],
    ["a host with characters a domain cannot have", "evil.com; Path=/x"],
  ])("gives no domain for %s", (_case, hostname) => {
    expect(cookieDomains(hostname)).toEqual([]);
  });

  it("expires each analytics cookie host-only and for every domain, at path /", () => {
    expect(
      analyticsCookieRemovals("i18n_redirected=de; _ga=GA1.2.3.4; _ga_ABC=GS1.1", "www.example.com"),
    ).toEqual([
      "_ga=; Max-Age=0; Path=/",
      "_ga=; Max-Age=0; Path=/; Domain=www.example.com",
      "_ga=; Max-Age=0; Path=/; Domain=example.com",
      "_ga_ABC=; Max-Age=0; Path=/",
      "_ga_ABC=; Max-Age=0; Path=/; Domain=www.example.com",
      "_ga_ABC=; Max-Age=0; Path=/; Domain=example.com",
    ]);
  });

  it("expires them host-only on an IP address", () => {
    expect(analyticsCookieRemovals("_gid=GA1.2; _gcl_au=1.1", "127.0.0.1")).toEqual([
      "_gid=; Max-Age=0; Path=/",
      "_gcl_au=; Max-Age=0; Path=/",
    ]);
  });

  it("removes nothing when there is no analytics cookie", () => {
    expect(analyticsCookieRemovals("i18n_redirected=en", "example.com")).toEqual([]);
  });
});
