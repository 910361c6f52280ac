/** @jest-environment node */
import type { OverriddenRedirect, Redirect } from "../../../gatsby/hosting/table";
import { checkRedirects } from "../../../gatsby/hosting/validate";

const redirect = (from: string, to: string, origin = `entry ${from}`): Redirect => ({
  from,
  to,
  language: "en",
  origin,
});
const site = (pages: string[], anchors: [string, string[]][] = []) => ({
  pages: new Set(pages),
  anchors: new Map(anchors.map(([page, ids]) => [page, new Set(ids)])),
});

describe("checkRedirects", () => {
  it("accepts redirects to existing pages", () => {
    const table = {
      redirects: [redirect("/old", "/new/"), redirect("/kontakt", "/#contact")],
      overridden: [],
    };
    expect(checkRedirects(table, site(["/new/", "/"], [["/", ["contact"]]]))).toEqual([]);
  });

  it("names a redirect whose target is not a page", () => {
    const table = {
      redirects: [redirect("/old", "/gone/", 'data/redirects.json: entry "/old"')],
      overridden: [],
    };
    expect(checkRedirects(table, site(["/new/"]))).toEqual([
      'data/redirects.json: entry "/old": /old → /gone/: the target /gone/ is not a page of the site',
    ]);
  });

  it("names a redirect whose #fragment is not on its page", () => {
    const table = { redirects: [redirect("/kontakt", "/#kontakt")], overridden: [] };
    expect(checkRedirects(table, site(["/"], [["/", ["contact"]]]))).toEqual([
      'entry /kontakt: /kontakt → /#kontakt: the page / has no element with id "kontakt"',
    ]);
  });

  it("names a loop once, with its way round", () => {
    const table = { redirects: [redirect("/a", "/b/"), redirect("/b", "/a/")], overridden: [] };
    expect(checkRedirects(table)).toEqual(["entry /a: redirect loop /a → /b/ → /a/"]);
  });

  it("names a redirect to itself as a loop", () => {
    expect(checkRedirects({ redirects: [redirect("/a", "/a/")], overridden: [] })).toEqual([
      "entry /a: redirect loop /a → /a/",
    ]);
  });

  it("names a chain and where to point it", () => {
    const table = { redirects: [redirect("/a", "/b/"), redirect("/b", "/c/")], overridden: [] };
    expect(checkRedirects(table, site(["/c/"]))).toEqual([
      "entry /a: /a → /b/ is a chain (/a → /b/ → /c/): point it at /c/ directly",
      "entry /a: /a → /b/: the target /b/ is not a page of the site",
    ]);
  });

  it("names both entries of a duplicate source, whatever their trailing slash", () => {
    const table = {
      redirects: [redirect("/old", "/a/", "first"), redirect("/old", "/b/", "second")],
      overridden: [],
    };
    expect(checkRedirects(table)).toEqual(["duplicate source /old: first (→ /a/) and second (→ /b/)"]);
  });

  it("refuses a redirect that would hide a page", () => {
    const table = { redirects: [redirect("/products", "/machines/")], overridden: [] };
    expect(checkRedirects(table, site(["/products/", "/machines/"]))).toEqual([
      expect.stringContaining("/products is a page of the site and the redirect would hide it"),
    ]);
  });

  it("accepts an overridden entry whose page exists, and names one whose page is gone", () => {
    const overridden: OverriddenRedirect = {
      ...redirect("/products", "/machines/"),
      overriddenBy: "the page",
    };
    const table = { redirects: [], overridden: [overridden] };
    expect(checkRedirects(table, site(["/products/", "/machines/"]))).toEqual([]);
    expect(checkRedirects(table, site(["/machines/"]))).toEqual([
      expect.stringContaining("marked overridden by the page, but /products/ is not a page"),
    ]);
  });
});
