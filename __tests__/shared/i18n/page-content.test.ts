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
    expect(pageContentProblems(validPage())).toEqual([]);
  });

  it("accepts a page without a call to action", () => {
    expect(pageContentProblems(pageWith("cta", undefined))).toEqual([]);
  });

  it.each([
    ["meta.title", "pageTextMissing", "meta.title", undefined],
    ["meta.description", "pageTextMissing", "meta.description", " "],
    ["hero.title", "pageTextMissing", "hero.title", undefined],
    ["hero.lead", "pageTextMissing", "hero.lead", 3],
    ["sections", "pageNotList", "sections", { id: "a" }],
    ["sections[1].id", "pageSectionId", "sections.1.id", "Benefits Now"],
    ["sections[0].title", "pageTextMissing", "sections.0.title", ""],
    ["sections[0].paragraphs", "pageTextList", "sections.0.paragraphs", ["ok", ""]],
    ["sections[0].list", "pageTextList", "sections.0.list", "Coffee"],
    ["sections[1].items", "pageNotList", "sections.1.items", { title: "a" }],
    ["sections[1].items[0]", "pageItem", "sections.1.items.0.text", undefined],
    ["sections[1].items[0]", "pageItem", "sections.1.items.0", null],
    ["cta.label", "pageTextMissing", "cta.label", undefined],
    ["cta.href", "pageLinkNotPath", "cta.href", "https://example.com/"],
  ])("reports %s (%s) when %s is %p", (at, code, path, value) => {
    expect(pageContentProblems(pageWith(path, value))).toEqual([{ path: at, code }]);
  });

  const paths = (value: unknown) => pageContentProblems(value).map(({ path, code }) => `${path} ${code}`);

  it("reports a null section by its index instead of failing", () => {
    expect(paths(pageWith("sections.0", null))).toEqual([
      "sections[0].id pageSectionId",
      "sections[0].title pageTextMissing",
    ]);
  });

  it("reports every field of a null call to action", () => {
    expect(paths(pageWith("cta", null))).toEqual([
      "cta.title pageTextMissing",
      "cta.text pageTextMissing",
      "cta.label pageTextMissing",
      "cta.href pageTextMissing",
    ]);
  });

  it("reports every required field of something that is not a page", () => {
    expect(paths(undefined)).toEqual([
      "meta.title pageTextMissing",
      "meta.description pageTextMissing",
      "hero.title pageTextMissing",
      "hero.lead pageTextMissing",
      "sections pageNotList",
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
      "Malformed page content: de/machines:overview.meta.title (pageTextMissing)",
    );
  });
});
