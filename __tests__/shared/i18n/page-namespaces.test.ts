import { namespacesOf } from "../../../src/shared/i18n/page-namespaces";

const edge = (ns: string, data: object, language = "de") => ({
  node: { language, ns, data: JSON.stringify(data) },
});

describe("namespacesOf", () => {
  it("parses each namespace the page query loaded", () => {
    expect(
      namespacesOf([edge("common", { nav: { jobs: "Karriere" } }), edge("jobs", { title: "Jobs" })]),
    ).toEqual({ common: { nav: { jobs: "Karriere" } }, jobs: { title: "Jobs" } });
  });

  it("gives no namespaces for a page without locales", () => {
    expect(namespacesOf(undefined)).toEqual({});
    expect(namespacesOf([])).toEqual({});
  });

  it("takes the namespaces of one language from a query that loaded several (the not-found page)", () => {
    const edges = [edge("common", { title: "Not found" }, "en"), edge("common", { title: "Nicht gefunden" })];
    expect(namespacesOf(edges, "en")).toEqual({ common: { title: "Not found" } });
    expect(namespacesOf(edges, "de")).toEqual({ common: { title: "Nicht gefunden" } });
  });
});
