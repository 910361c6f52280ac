import en from "../../../data/locales/en/editor.json";
import de from "../../../data/locales/de/editor.json";
import { englishProblem, entryOf, lineText, problemLine } from "../../../gatsby/collections/problem-line";

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name));

/**
 * Values a problem gives beside an English one for other languages' words: the value itself beside its
 * English description, the fields beside "a min and a max", the JSON types beside "a text or a number".
 */
const BESIDE: Readonly<Record<string, string>> = { found: "shown", what: "fields", types: "jsonTypes" };

describe("the problems' words", () => {
  it("name in German only the values the English words name, or what is given beside them", () => {
    const strays = Object.entries(de.problems).flatMap(([code, german]) => {
      const english = placeholders(en.problems[code as keyof typeof en.problems]);
      const given = new Set([...english, ...[...english].flatMap((name) => BESIDE[name] ?? [])]);
      return [...placeholders(german)].filter((name) => !given.has(name)).map((name) => `${code}: {${name}}`);
    });
    expect(strays).toEqual([]);
  });
});

describe("problemLine", () => {
  it("says a problem as the build always has: file, entry, field, then what is wrong", () => {
    const line = problemLine("data/home-gallery.json", entryOf("lattice", 1), {
      field: "caption.de",
      message: englishProblem({ code: "blank", values: {} }),
      code: "blank",
      values: {},
    });
    expect(lineText(line)).toBe(
      'data/home-gallery.json: entry "lattice" (index 1): field "caption.de": must not be empty',
    );
    expect(
      lineText(problemLine("data/x.json", entryOf(undefined, 2), { field: "", message: "is odd" })),
    ).toBe("data/x.json: entry at index 2: is odd");
  });
});
