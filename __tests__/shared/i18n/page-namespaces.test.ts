import { namespacesOf } from "../../../src/shared/i18n/page-namespaces";

const edge = (ns: string, data: object) => ({ node: { language: "de", ns, data: JSON.stringify(data) } });

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
});
