/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Pagefind's Node API is an ES module with top-level await, which Jest cannot load: the index is built as
// the build builds it, by running the script.
const indexSite = ({ publicDir, cacheDir }: { publicDir: string; cacheDir?: string }) =>
  execFileSync(
    process.execPath,
    ["gatsby/search/index-site.mjs", publicDir, ...(cacheDir ? [cacheDir] : [])],
    { encoding: "utf8" },
  ).trim();

const page = (lang: string, title: string, text: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head>` +
  `<body><main data-pagefind-body><h1>${title}</h1><p>${text}</p></main></body></html>`;

/** Every file of the index with its bytes. */
function indexFiles(publicDir: string): Map<string, string> {
  const dir = path.join(publicDir, "pagefind");
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), readFileSync(file).toString("base64")];
    }),
  );
}

// Searching the index is the browser tests' work (e2e/search.spec.ts); here: the remembered splits change
// nothing in it, and a build that needs no new split does not read the dictionary.
describe("indexSite with the compound splits of the build before", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "index-site-"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes the same index as without them, and reads the dictionary only for new words", async () => {
    const publicDir = path.join(root, "public");
    const cacheDir = path.join(root, "cache");
    mkdirSync(path.join(publicDir, "de", "werkstoffe"), { recursive: true });
    writeFileSync(path.join(publicDir, "index.html"), page("en", "Metal powder", "Powder bed fusion"));
    writeFileSync(
      path.join(publicDir, "de", "werkstoffe", "index.html"),
      page("de", "Metallpulver", "Die Zugfestigkeit im Pulverbett"),
    );

    const read = "Search index: 2 pages, languages de, en; dictionary read for new words";
    expect(indexSite({ publicDir })).toBe(read);
    const expected = indexFiles(publicDir);

    expect(indexSite({ publicDir, cacheDir })).toBe(read);
    expect(indexFiles(publicDir)).toEqual(expected);
    expect(indexSite({ publicDir, cacheDir })).toBe(
      "Search index: 2 pages, languages de, en; every word's split remembered",
    );
    expect(indexFiles(publicDir)).toEqual(expected);

    writeFileSync(path.join(publicDir, "de", "index.html"), page("de", "Laserstrahlschmelzen", "Neu"));
    expect(indexSite({ publicDir, cacheDir })).toBe(
      "Search index: 3 pages, languages de, en; dictionary read for new words",
    );
  }, 60_000);

  it("indexes the pages that mark their body, or every page when none does, as Pagefind would", () => {
    const publicDir = path.join(root, "marks");
    mkdirSync(path.join(publicDir, "old"), { recursive: true });
    writeFileSync(path.join(publicDir, "index.html"), page("en", "Metal powder", "Powder bed fusion"));
    const unmarked =
      '<!DOCTYPE html><html lang="en"><head><title>Moved</title></head><body>Moved</body></html>';
    writeFileSync(path.join(publicDir, "old", "index.html"), unmarked);
    expect(indexSite({ publicDir })).toMatch(/^Search index: 1 pages, languages en;/);

    writeFileSync(path.join(publicDir, "index.html"), unmarked.replace(/Moved/g, "Home"));
    expect(indexSite({ publicDir })).toMatch(/^Search index: 2 pages, languages en;/);
  }, 30_000);
});
