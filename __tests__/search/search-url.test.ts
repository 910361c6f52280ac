import { searchQueryOf, searchUrl } from "../../src/search/search-url";

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
