import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import commonSchema from "../../data/schemas/common.schema.json";
import { LANGUAGES } from "../../src/shared/i18n/languages";
import { POSITIONS, PRODUCT_CATEGORIES } from "../../src/types/collections";

const ROOT = path.join(__dirname, "..", "..");

// The languages are defined by the site (src/shared/i18n/languages.ts); the schemas must offer the same ones.
describe("the languages of the schemas", () => {
  it("are the site's languages", () => {
    expect(commonSchema.$defs.language.enum).toEqual([...LANGUAGES]);
  });

  it("are the languages a localized text needs", () => {
    expect(commonSchema.$defs.localizedText.required).toEqual([...LANGUAGES]);
    expect(Object.keys(commonSchema.$defs.localizedText.properties)).toEqual([...LANGUAGES]);
  });
});

// Each value of an enumeration the pages show needs its words in every language.
describe("the words for each enumerated value", () => {
  const locale = (language: string, ns: string) =>
    JSON.parse(readFileSync(path.join(ROOT, "data", "locales", language, `${ns}.json`), "utf8")) as {
      labels?: { lists?: Record<string, string> };
      positions?: Record<string, string>;
    };

  it.each([...LANGUAGES])(
    "%s has a list heading for each product category and a heading for each position",
    (language) => {
      expect(Object.keys(locale(language, "product").labels?.lists ?? {})).toEqual(
        expect.arrayContaining([...PRODUCT_CATEGORIES]),
      );
      expect(Object.keys(locale(language, "team").positions ?? {}).sort()).toEqual([...POSITIONS].sort());
    },
  );
});

// GraphQL queries are literal text, so the machines pages write the categories they filter by.
describe("the category filters of the machines pages", () => {
  const pagesDir = path.join(ROOT, "src", "pages", "machines");
  // The pages that list products of some categories: each must show its filter to this test, so a query
  // written another way fails here instead of passing with nothing checked.
  const FILTERING_PAGES = ["aconity-platform.tsx", "metal-lbpf.tsx", "peripherals.tsx", "polymer-sls.tsx"];

  it("are all still there", () => {
    expect(readdirSync(pagesDir)).toEqual(expect.arrayContaining(FILTERING_PAGES));
  });

  it.each(readdirSync(pagesDir))("%s filters by categories of the products schema only", (page) => {
    const source = readFileSync(path.join(pagesDir, page), "utf8");
    const filters = [...source.matchAll(/category: \{ in: \[([^\]]*)\] \}/g)];
    if (FILTERING_PAGES.includes(page)) expect(filters.length).toBeGreaterThan(0);
    for (const match of filters) {
      const categories = match[1].split(",").map((value) => value.trim().replace(/^"|"$/g, ""));
      for (const category of categories) expect(PRODUCT_CATEGORIES).toContain(category);
    }
  });
});
