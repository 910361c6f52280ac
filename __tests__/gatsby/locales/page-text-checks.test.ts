/** @jest-environment node */
/** The checks of a page's texts over what an editor may send: any length, any link, within the budget. */
import fc from "fast-check";
import { lineText } from "../../../gatsby/collections/problem-line";
import { PAGE_TEXT_MAX_LENGTH, pageTextProblems } from "../../../gatsby/locales/page-text-checks";
import { withinBudget } from "../../support/time-budget";

const ROUTES = ["/", "/jobs", "/get-quote"];

/** The problems of the "common" texts (no content page) with `english` in English and `german` in German. */
const problems = (english: Record<string, unknown>, german: Record<string, unknown> = english) =>
  withinBudget(() => pageTextProblems("common", { en: english, de: german }, ROUTES).map(lineText));

describe("pageTextProblems of long texts", () => {
  it("takes a text of the limit and names a longer one with the limit and its length, not the text", () => {
    expect(PAGE_TEXT_MAX_LENGTH).toBe(20_000);
    expect(problems({ footer: { note: "a".repeat(20_000) } })).toEqual([]);
    expect(
      problems({ footer: { note: "a".repeat(20_000) } }, { footer: { note: "😀".repeat(20_001) } }),
    ).toEqual([
      'data/locales/de/common.json: "footer.note" must be at most 20,000 characters long, found 20,001',
    ]);
  });

  it("refuses 2 MB of spaces in a list within the budget", () => {
    const texts = { lists: [["short", `${" ".repeat(2_000_000)}x`]] };
    expect(problems(texts)).toEqual([
      'data/locales/en/common.json: "lists[0][1]" must be at most 20,000 characters long, found 2,000,001',
      'data/locales/de/common.json: "lists[0][1]" must be at most 20,000 characters long, found 2,000,001',
    ]);
  });
});

describe("pageTextProblems of links", () => {
  const linking = (href: string) => ({ cta: { label: "Ask", href } });

  it.each(["/jobs", "/jobs/", "/jobs?tab=2", "/jobs/#openings", "/", "/?a=1"])(
    "takes %j, a link to a page of the site",
    (href) => {
      expect(problems(linking(href))).toEqual([]);
    },
  );

  it("names a link with a line break, which no page's path has", () => {
    expect(problems(linking("/jobs\n?x"))).toEqual([
      'data/locales/en/common.json: cta.href "/jobs\\n?x" is not a page of the site',
      'data/locales/de/common.json: cta.href "/jobs\\n?x" is not a page of the site',
    ]);
  });

  it("judges a link of 200,000 question marks and a line break within the budget, quoting its start", () => {
    const [problem] = problems(linking(`${"?".repeat(200_000)}\n`));
    expect(problem).toBe(
      `data/locales/en/common.json: cta.href "${"?".repeat(56)}… is not a page of the site`,
    );
  });

  /** How links were read before, by patterns that are slow on long ones: right on short ones. */
  const pageByPatterns = (href: string) =>
    ROUTES.includes(href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1"));

  it("reads a link as the patterns did", () => {
    const href = fc
      .array(fc.constantFrom("/", "jobs", "get-quote", "?", "#", "\n", "\r", "\u2028", "a", " "), {
        maxLength: 8,
      })
      .map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(href, (link) => {
        const named = problems(linking(link), linking(link)).some((problem) =>
          problem.includes("not a page"),
        );
        expect(named).toBe(!pageByPatterns(link));
      }),
      { numRuns: 2_000 },
    );
  });
});
