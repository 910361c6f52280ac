/** @jest-environment node */
import path from "node:path";
import redirectTable from "../../../data/redirects.json";
import { readCollection } from "../../../gatsby/collections/entries";
import {
  buildRedirectTable,
  redirectLocation,
  sourcePaths,
  type Redirect,
} from "../../../gatsby/hosting/table";

const build = (table: unknown, extra: { products?: unknown; legacyNews?: unknown } = {}) =>
  buildRedirectTable({ table, products: extra.products ?? [], legacyNews: extra.legacyNews ?? [] });

const pairs = (redirects: readonly Redirect[]) => redirects.map((r) => `${r.language} ${r.from} → ${r.to}`);

describe("the redirect table", () => {
  it("applies an unprefixed entry to every language, giving targets their trailing slash", () => {
    const { redirects, problems } = build([{ from: "/datenschutz", to: "/privacy" }]);
    expect(problems).toEqual([]);
    expect(pairs(redirects)).toEqual(["en /datenschutz → /privacy/", "de /de/datenschutz → /de/privacy/"]);
  });

  it("localizes a target with a #fragment on the home page", () => {
    const { redirects } = build([{ from: "/kontakt/", to: "/#contact" }]);
    expect(pairs(redirects)).toEqual(["en /kontakt → /#contact", "de /de/kontakt → /de/#contact"]);
  });

  it("takes a German-only entry as written", () => {
    const { redirects, problems } = build([
      { from: "/de/tests", to: "/de", languages: ["de"] },
      { from: "/de/hands-on-training", to: "/", languages: ["de"] },
    ]);
    expect(problems).toEqual([]);
    expect(pairs(redirects)).toEqual(["de /de/tests → /de/", "de /de/hands-on-training → /"]);
  });

  it("keeps overridden entries apart from the redirects", () => {
    const { redirects, overridden } = build([
      { from: "/products", to: "/machines", overridden: "the products overview page" },
    ]);
    expect(redirects).toEqual([]);
    expect(overridden.map((entry) => [entry.from, entry.overriddenBy])).toEqual([
      ["/products", "the products overview page"],
      ["/de/products", "the products overview page"],
    ]);
  });

  it("sends every legacy product slug to its product in both languages", () => {
    const { redirects } = build([], {
      products: [{ slug: "aconity-midi-plus", legacySlugs: ["aconitymidiplus", "aconity-midiplus"] }],
    });
    expect(pairs(redirects)).toEqual([
      "en /products/aconitymidiplus → /products/aconity-midi-plus/",
      "de /de/products/aconitymidiplus → /de/products/aconity-midi-plus/",
      "en /products/aconity-midiplus → /products/aconity-midi-plus/",
      "de /de/products/aconity-midiplus → /de/products/aconity-midi-plus/",
    ]);
  });

  it("sends each legacy news post in its own language", () => {
    const { redirects } = build([], {
      legacyNews: [
        { from: "/news/2019/05/old-post", to: "/news/new-post/", language: "en" },
        { from: "/news/2019/06/alter-beitrag", to: "/news/neuer-beitrag/", language: "de" },
      ],
    });
    expect(pairs(redirects)).toEqual([
      "en /news/2019/05/old-post → /news/new-post/",
      "de /de/news/2019/06/alter-beitrag → /de/news/neuer-beitrag/",
    ]);
  });

  it("names the file and the entry of a malformed entry", () => {
    const { problems } = build([
      { from: "/ok", to: "/machines" },
      { from: "/bad path", to: "/machines" },
      { from: "/a", to: "/b?x=1" },
      { from: "/de/x", to: "/de/machines" },
      { from: "/y", to: "/machines", overriden: "typo" },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^data\/redirects\.json: entry "\/bad path" \(index 1\): "from"/),
      expect.stringMatching(
        /^data\/redirects\.json: entry "\/a" \(index 2\): "to" "\/b\?x=1" must be a site path/,
      ),
      expect.stringMatching(/entry "\/de\/x" \(index 3\): .*add "languages": \["de"\]/),
      expect.stringMatching(/entry "\/y" \(index 4\): unknown field\(s\) overriden/),
    ]);
  });

  it("names a malformed legacy news entry", () => {
    const { problems } = build([], { legacyNews: [{ from: "/news/x", to: "/news/y/", language: "fr" }] });
    expect(problems).toEqual([
      'data/legacy-news.json: entry "/news/x" (index 0): "language" must be one of en, de',
    ]);
  });

  it("builds the site's own table without problems", () => {
    const { redirects, overridden, problems } = buildRedirectTable({
      table: redirectTable.entries,
      products: readCollection(path.resolve(__dirname, "../../.."), "products"),
      legacyNews: [],
    });
    expect(problems).toEqual([]);
    expect(pairs(redirects)).toEqual(
      expect.arrayContaining([
        "de /de/datenschutz → /de/privacy/",
        "de /de/kontakt → /de/#contact",
        "en /team_members → /team/",
        "de /de/beratung → /de/consulting/",
        "de /de/tests → /de/",
        "en /products/aconitymicro → /products/aconity-micro/",
      ]),
    );
    expect(overridden.map((entry) => entry.from)).toEqual(["/products", "/de/products"]);
  });
});

describe("matching and answering", () => {
  it("matches a source with and without its trailing slash", () => {
    expect(sourcePaths("/kontakt")).toEqual(["/kontakt", "/kontakt/"]);
  });

  it("keeps the query and puts it before the fragment", () => {
    expect(redirectLocation("/de/privacy/", "?a=1")).toBe("/de/privacy/?a=1");
    expect(redirectLocation("/de/#contact", "?a=1")).toBe("/de/?a=1#contact");
    expect(redirectLocation("/#contact", "")).toBe("/#contact");
  });
});
