import { pageContentAt, pageContentProblems } from "../../../src/shared/i18n/page-content";

const validPage = () => ({
  meta: { title: "Jobs", description: "Work with us." },
  hero: { title: "Careers", lead: "Join the team." },
  sections: [
    { id: "why-us", title: "Why us", paragraphs: ["Good machines."], list: ["Coffee"] },
    { id: "benefits", title: "Benefits", items: [{ title: "Time", text: "Flexible hours." }] },
  ],
  cta: { title: "Questions?", text: "Write to us.", label: "Contact", href: "/#contact" },
});

/** A valid page with the value at a dotted path ("sections.1.id") replaced, or removed when undefined. */
function pageWith(path: string, value: unknown): unknown {
  const page = validPage() as unknown as Record<string, unknown>;
  const keys = path.split(".");
  const last = keys.pop() as string;
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, page);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return page;
}

describe("pageContentProblems", () => {
  it("finds no problem in a well-formed page", () => {
    expect(pageContentProblems(validPage(), "en/jobs")).toEqual([]);
  });

  it("accepts a page without a call to action", () => {
    expect(pageContentProblems(pageWith("cta", undefined), "en/jobs")).toEqual([]);
  });

  it.each([
    ["en/jobs.meta.title is missing", "meta.title", undefined],
    ["en/jobs.meta.description is missing", "meta.description", " "],
    ["en/jobs.hero.title is missing", "hero.title", undefined],
    ["en/jobs.hero.lead is missing", "hero.lead", 3],
    ["en/jobs.sections must be a list", "sections", { id: "a" }],
    ["en/jobs.sections[1].id must be kebab-case", "sections.1.id", "Benefits Now"],
    ["en/jobs.sections[0].title is missing", "sections.0.title", ""],
    ["en/jobs.sections[0].paragraphs must be texts", "sections.0.paragraphs", ["ok", ""]],
    ["en/jobs.sections[0].list must be texts", "sections.0.list", "Coffee"],
    ["en/jobs.sections[1].items must be a list", "sections.1.items", { title: "a" }],
    ["en/jobs.sections[1].items[0] needs title and text", "sections.1.items.0.text", undefined],
    ["en/jobs.sections[1].items[0] needs title and text", "sections.1.items.0", null],
    ["en/jobs.cta.label is missing", "cta.label", undefined],
    ["en/jobs.cta.href must be a site path", "cta.href", "https://example.com/"],
  ])("reports %s when %s is %p", (problem, path, value) => {
    expect(pageContentProblems(pageWith(path, value), "en/jobs")).toEqual([problem]);
  });

  it("reports a null section by its index instead of failing", () => {
    expect(pageContentProblems(pageWith("sections.0", null), "en/jobs")).toEqual([
      "en/jobs.sections[0].id must be kebab-case",
      "en/jobs.sections[0].title is missing",
    ]);
  });

  it("reports every field of a null call to action", () => {
    expect(pageContentProblems(pageWith("cta", null), "en/jobs")).toEqual([
      "en/jobs.cta.title is missing",
      "en/jobs.cta.text is missing",
      "en/jobs.cta.label is missing",
      "en/jobs.cta.href is missing",
    ]);
  });

  it("reports every required field of something that is not a page", () => {
    expect(pageContentProblems(undefined, "de/team")).toEqual([
      "de/team.meta.title is missing",
      "de/team.meta.description is missing",
      "de/team.hero.title is missing",
      "de/team.hero.lead is missing",
      "de/team.sections must be a list",
    ]);
  });
});

describe("pageContentAt", () => {
  it("returns the page under a key of the namespace", () => {
    const bundle = { overview: validPage(), labels: {} };
    expect(pageContentAt(bundle, "en/product", "overview")).toBe(bundle.overview);
  });

  it("throws naming the namespace, the key and the problem", () => {
    expect(() => pageContentAt({ overview: {} }, "de/machines", "overview")).toThrow(
      "Malformed page content: de/machines:overview.meta.title is missing",
    );
  });
});
