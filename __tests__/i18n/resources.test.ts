import { resourcesFromLocales } from "../../src/i18n/resources";

const edge = (language: string, ns: string, data: object) => ({
  node: { language, ns, data: JSON.stringify(data) },
});

describe("resourcesFromLocales", () => {
  it("groups the namespaces of the page query by language", () => {
    const edges = [
      edge("en", "common", { nav: { jobs: "Jobs" } }),
      edge("en", "jobs", { title: "Careers" }),
      edge("de", "common", { nav: { jobs: "Karriere" } }),
    ];
    expect(resourcesFromLocales(edges)).toEqual({
      en: { common: { nav: { jobs: "Jobs" } }, jobs: { title: "Careers" } },
      de: { common: { nav: { jobs: "Karriere" } } },
    });
  });

  it("gives no resources for no locales", () => {
    expect(resourcesFromLocales([])).toEqual({});
  });
});
