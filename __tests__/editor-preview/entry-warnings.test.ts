/** @jest-environment node */
import path from "node:path";
import de from "../../data/locales/de/editor.json";
import { entryValidatorsCode } from "../../gatsby/admin/entry-validators";
import { lineText } from "../../gatsby/collections/problem-line";
import { dataProblems } from "../../gatsby/collections/validate-collections";
import { siteRoutes } from "../../gatsby/locales/site-routes";
import { diskReader } from "../../gatsby/collections/entries";
import { problemText } from "../../src/admin/problem-text.mjs";
import {
  entryProblems,
  standaloneCheck,
  type StandaloneValidate,
} from "../../src/editor-preview/entry-warnings";
import job from "../../data/jobs/process-engineer-lpbf.json";
import locations from "../../data/locations.json";
import site from "../../data/site.json";

const REPO = path.resolve(__dirname, "../..");

/** The standalone code as the preview's bundle has it, loaded as the CommonJS module it is. */
function standaloneValidators(): Record<string, StandaloneValidate> {
  const module = { exports: {} as Record<string, StandaloneValidate> };
  new Function("require", "exports", "module", entryValidatorsCode(REPO))(require, module.exports, module);
  return module.exports;
}

const site_ = {
  locationIds: ["headquarters", "us-branch"],
  productSlugs: ["aconity-mini", "aconity-midi"],
  routes: siteRoutes(path.join(REPO, "src", "pages")),
  schemaErrors: standaloneCheck(standaloneValidators()),
};
const texts = (value: unknown) => lineText(value as never);

describe("the build's checks in the editor's browser", () => {
  it("find nothing in the site's own content", () => {
    expect(entryProblems("jobs", "process-engineer-lpbf", job, site_)).toEqual([]);
    expect(entryProblems("lists/locations", "", locations, site_)).toEqual([]);
    expect(entryProblems("settings/site", "", site, site_)).toEqual([]);
    // The same content, as the build judges the whole repository.
    expect(dataProblems(diskReader(REPO))).toEqual([]);
  });

  it("say what the content API would refuse, with the build's own words", () => {
    const entry = {
      ...job,
      title: { en: "Process Engineer", de: "" },
      closes_at: "2027-02-30",
      location: "moon",
    };
    const lines = entryProblems("jobs", "process-engineer-lpbf", entry, site_).map(texts);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\/jobs\/process-engineer-lpbf\.json: field "title\.de": /),
        expect.stringMatching(/^data\/jobs\/process-engineer-lpbf\.json: field "closes_at": /),
        expect.stringMatching(/^data\/jobs\/process-engineer-lpbf\.json: field "location": /),
      ]),
    );
    expect(lines).toHaveLength(3);
  });

  it("word them in German for a German editor", () => {
    const entry = { ...job, title: { en: "Process Engineer", de: "" } };
    const [line] = entryProblems("jobs", "process-engineer-lpbf", entry, site_);
    const german = problemText(line, de.problems);
    expect(german).toContain('Feld "title.de"');
    expect(german).not.toContain("field");
  });

  it("judge Decap's values as the content API normalises them: numbers typed as text, cleared fields", () => {
    const entry = { ...job, pdf: job.pdf, imageAlt: { ...job.imageAlt } };
    expect(entryProblems("jobs", "process-engineer-lpbf", JSON.parse(JSON.stringify(entry)), site_)).toEqual(
      [],
    );
    const member = {
      id: "a-b",
      order: "12",
      name: "A B",
      position: "sales",
      role: { en: "x", de: "y" },
      image: "",
    };
    expect(entryProblems("team", "a-b", member, site_).map(texts)).toEqual([]);
  });

  it("check a page's texts as the build does, in each language", () => {
    const page = { meta: { title: "Team", description: "d" }, hero: { title: "", lead: "l" }, sections: [] };
    expect(entryProblems("texts/team", "", { en: page, de: page }, site_).map(texts)).toEqual([
      'data/locales/en/team.json: "hero.title" is missing: a page needs this text',
      'data/locales/de/team.json: "hero.title" is missing: a page needs this text',
    ]);
  });

  it("check the pages under a key of a page's texts, its links and both languages' keys", () => {
    const page = (title: string, href: string) => ({
      meta: { title, description: "d" },
      hero: { title, lead: "l" },
      sections: [{ id: "Why Us", title: "Why" }],
      cta: { title: "Ask", text: "Ask us.", label: "Ask", href },
    });
    const entry = {
      en: { overview: page("Products", "/get-quote/"), extra: "x" },
      de: { overview: page("Produkte", "/anfrage/") },
    };
    const lines = entryProblems("texts/product", "", entry, site_);
    expect(lines.map(texts)).toEqual([
      'data/locales/de/product.json: "extra" is missing (en has it; both languages need the same texts)',
      'data/locales/en/product.json: "overview.sections[0].id" must be lower-case letters and digits joined by hyphens ("why-us")',
      'data/locales/de/product.json: "overview.sections[0].id" must be lower-case letters and digits joined by hyphens ("why-us")',
      'data/locales/de/product.json: overview.cta.href "/anfrage/" is not a page of the site',
    ]);
    // In the German editor's words, as the preview shows them.
    expect(problemText(lines[3], de.problems)).toBe(
      'data/locales/de/product.json: overview.cta.href "/anfrage/" ist keine Seite der Website',
    );
    expect(problemText(lines[1], de.problems)).toContain("darf nur Kleinbuchstaben und Ziffern");
  });
});
