/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What the code cites must exist: a document (`docs/x.md`), a section of it in the one citation format
 * (`docs/architecture.md §N`, the only document with numbered sections), and a name written in backticks
 * in a comment (a function, a constant, a type) somewhere in the repository's code.
 */
const ROOT = path.join(__dirname, "../..");
const CODE = /\.(tsx?|mjs|js|sh|php|css)$/;

const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((file) => CODE.test(file) && !file.startsWith("node_modules") && existsSync(path.join(ROOT, file)))
  .filter(
    (file) => !file.startsWith("src/gatsby-types") && file !== "__tests__/repository/citations.test.ts",
  );
const sources = new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]));

/** The comments of a file: `//` and `/* … *\/` in code, `#` in shell scripts. */
function comments(file: string, text: string): string[] {
  if (file.endsWith(".sh")) return [...text.matchAll(/(?:^|\s)#(?!!)(.*)$/gm)].map(([, body]) => body);
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\w])\/\/.*$/gm)].map(([body]) => body);
}

/** The numbers of `## N.` headings of docs/architecture.md. */
const architectureSections = new Set(
  [...readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8").matchAll(/^## (\d+)\./gm)].map(
    ([, number]) => number,
  ),
);

const citations = [...sources].flatMap(([file, text]) =>
  comments(file, text).flatMap((comment) =>
    [...comment.matchAll(/docs\/([\w-]+\.md)([^\n]{0,3})/g)].map(([whole, doc, after]) => ({
      file,
      whole,
      doc,
      after,
      comment,
    })),
  ),
);

describe("what the code cites", () => {
  it("finds citations to check", () => {
    expect(citations.length).toBeGreaterThan(20);
  });

  it.each(citations.map((citation) => [`${citation.file}: ${citation.whole}`, citation]))(
    "%s names an existing document",
    (_, { doc }) => {
      expect(existsSync(path.join(ROOT, "docs", doc))).toBe(true);
    },
  );

  it("cites sections as `docs/architecture.md §N`, of sections that exist", () => {
    const wrong = citations.flatMap(({ file, doc, comment, whole }) => {
      const section = new RegExp(
        `docs/${doc.replace(".", "\\.")}(?:,| §| #)\\s*("[^"]*"|§?\\s*[\\w.-]+)`,
      ).exec(comment);
      if (!section) return [];
      const [, cited] = section;
      if (doc === "architecture.md" && /^\d+$/.test(cited.replace(/^§\s*/, ""))) {
        const number = cited.replace(/^§\s*/, "");
        return architectureSections.has(number)
          ? []
          : [`${file}: ${whole}… cites §${number}, which does not exist`];
      }
      return [
        `${file}: cites a section of docs/${doc} as ${JSON.stringify(cited)}; write docs/architecture.md §N`,
      ];
    });
    expect(wrong).toEqual([]);
  });

  it("names in backticks in comments exist in the code", () => {
    const code = [...sources.values()].join("\n");
    const missing = [...sources].flatMap(([file, text]) =>
      comments(file, text).flatMap((comment) =>
        [...comment.matchAll(/`([a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*)`/g)]
          .map(([, name]) => name)
          .filter((name) => code.split(name).length - 1 <= countIn(comments(file, text), name))
          .map((name) => `${file}: \`${name}\` is named in a comment but exists nowhere in the code`),
      ),
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});

/** How often `name` occurs in the given comments. */
function countIn(texts: string[], name: string): number {
  return texts.reduce((sum, text) => sum + text.split(name).length - 1, 0);
}
