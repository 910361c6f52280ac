/** @jest-environment node */
import { applyFallbacks } from "../../../gatsby/hosting/fallback";
import { buildRedirectTable } from "../../../gatsby/hosting/table";

const LEGACY_NEWS = [
  { from: "/news/2019/05/at-formnext", to: "/news/formnext-booth/", language: "en" },
  { from: "/de/news/2020/06/kupfer", to: "/de/news/kupfer/", language: "de" },
];
const table = buildRedirectTable({
  table: [{ from: "/equipment", to: "/machines" }],
  products: [],
  legacyNews: LEGACY_NEWS,
});
const pairs = (redirects: readonly { from: string; to: string }[]) =>
  redirects.map((r) => `${r.from} → ${r.to}`);

describe("a legacy news redirect whose post left WordPress", () => {
  it("leads to its language's news index, with a warning naming the entry", () => {
    const pages = new Set(["/news/", "/de/news/", "/news/formnext-booth/", "/machines/", "/de/machines/"]);
    const { table: applied, warnings } = applyFallbacks(table, pages);
    expect(pairs(applied.redirects)).toEqual([
      "/equipment → /machines/",
      "/de/equipment → /de/machines/",
      "/news/2019/05/at-formnext → /news/formnext-booth/",
      "/de/news/2020/06/kupfer → /de/news/",
    ]);
    expect(warnings).toEqual([
      'data/legacy-news.json: entry "/de/news/2020/06/kupfer": /de/news/kupfer/ is not a page of this build ' +
        "(the post left WordPress); /de/news/2020/06/kupfer leads to /de/news/ instead",
    ]);
  });

  it("is left alone while its post is a page", () => {
    const pages = new Set(["/news/", "/de/news/", "/news/formnext-booth/", "/de/news/kupfer/"]);
    const { table: applied, warnings } = applyFallbacks(table, pages);
    expect(applied.redirects).toEqual(table.redirects);
    expect(warnings).toEqual([]);
  });

  it("is left for the checks when there is no news index either", () => {
    const { table: applied, warnings } = applyFallbacks(table, new Set(["/machines/"]));
    expect(applied.redirects).toEqual(table.redirects);
    expect(warnings).toEqual([]);
  });
});

describe("a redirect of the repository's own table", () => {
  it("never gets a fallback: a wrong target in data/ still stops the build", () => {
    expect(
      table.redirects.filter((r) => r.origin.startsWith("data/redirects.json")).map((r) => r.fallback),
    ).toEqual([undefined, undefined]);
  });
});
