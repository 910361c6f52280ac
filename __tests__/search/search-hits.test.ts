import { excerptParts, exactNamesFirst, toSearchHit, type SearchHit } from "../../src/search/search-hits";

const data = (fields: Partial<Parameters<typeof toSearchHit>[0]> = {}) => ({
  url: "/de/application-center/#material-alsi10mg",
  excerpt: "Ein <mark>Metall+pulver</mark> & mehr",
  meta: { title: "AlSi10Mg" },
  filters: { kind: ["material"] },
  ...fields,
});

describe("search hits from Pagefind's results", () => {
  it("reads the excerpt as text runs, the matches marked, the text as written, compound marks gone", () => {
    expect(excerptParts("Ein <mark>Metall+pulver</mark> & R&D, < 100 ppm, &amp; AconityMIDI+ neu")).toEqual([
      { text: "Ein ", match: false },
      { text: "Metallpulver", match: true },
      { text: " & R&D, < 100 ppm, &amp; AconityMIDI+ neu", match: false },
    ]);
  });

  it("keeps text that looks like markup as text: only the marks are read", () => {
    const parts = excerptParts('<img src=x onerror="alert(1)"><mark>x<script>bad()</script></mark>');
    expect(parts).toEqual([
      { text: '<img src=x onerror="alert(1)">', match: false },
      { text: "x<script>bad()</script>", match: true },
    ]);
  });

  it("maps a result to a hit with its kind and datasheet", () => {
    expect(
      toSearchHit(data({ meta: { title: "AlSi10Mg", datasheet: "/files/datasheets/alsi10mg.pdf" } })),
    ).toEqual({
      url: "/de/application-center/#material-alsi10mg",
      title: "AlSi10Mg",
      kind: "material",
      excerpt: [
        { text: "Ein ", match: false },
        { text: "Metallpulver", match: true },
        { text: " & mehr", match: false },
      ],
      datasheet: "/files/datasheets/alsi10mg.pdf",
    });
  });

  it("takes compound marks out of titles and falls back to the page kind and the address", () => {
    expect(toSearchHit(data({ meta: { title: "Pulver+bett" }, filters: {} }))).toMatchObject({
      title: "Pulverbett",
      kind: "page",
    });
    expect(toSearchHit(data({ meta: {}, filters: { kind: ["unknown"] } }))).toMatchObject({
      title: "/de/application-center/#material-alsi10mg",
      kind: "page",
    });
  });

  it("drops results that are not paths of the site, and datasheets that are not", () => {
    expect(toSearchHit(data({ url: "https://elsewhere.example/" }))).toBeNull();
    expect(toSearchHit(data({ url: "//elsewhere.example/" }))).toBeNull();
    expect(toSearchHit(data({ url: "javascript:alert(1)" }))).toBeNull();
    expect(
      toSearchHit(data({ meta: { title: "x", datasheet: "javascript:alert(1)" } }))?.datasheet,
    ).toBeUndefined();
  });

  it("puts hits whose title is the query first, in their order, then the others", () => {
    const hit = (title: string) => ({ title }) as SearchHit;
    const hits = [hit("Materials"), hit("AconityMIDI+"), hit("AconityMIDI"), hit("aconitymidi+")];
    expect(exactNamesFirst(hits, " AconityMIDI+ ").map((h) => h.title)).toEqual([
      "AconityMIDI+",
      "aconitymidi+",
      "Materials",
      "AconityMIDI",
    ]);
  });
});
