/** @jest-environment node */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generatedDatasheetFile, writeDatasheets } from "../../../gatsby/datasheets/write-datasheets";

const DATE = new Date("2026-11-28T00:00:00Z");
/** Two materials of the sample data, one with an upload of its own: each PDF costs about 0.4 s to set. */
const KEPT = ["alsi10mg.json", "in718.json"];

/**
 * A repository of its own: the data (two materials, changed by a test), the renderer and the installed
 * packages.
 */
function repository() {
  const dir = mkdtempSync(path.join(tmpdir(), "datasheets-"));
  cpSync("data", path.join(dir, "data"), { recursive: true });
  for (const file of readdirSync(path.join(dir, "data", "materials")))
    if (file.endsWith(".json") && !KEPT.includes(file)) rmSync(path.join(dir, "data", "materials", file));
  mkdirSync(path.join(dir, "gatsby", "datasheets"), { recursive: true });
  cpSync("gatsby/datasheets/datasheet-pdf.ts", path.join(dir, "gatsby", "datasheets", "datasheet-pdf.ts"));
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  return dir;
}

describe("the build's datasheets", () => {
  let dir: string;
  beforeEach(() => (dir = repository()));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a PDF per material and language beside its page", async () => {
    const publicDir = path.join(dir, "public");
    const counts = await writeDatasheets(dir, publicDir, DATE);
    expect(counts).toEqual({ rendered: KEPT.length * 2, reused: 0 });
    const german = generatedDatasheetFile(publicDir, "in718", "de");
    expect(path.relative(publicDir, german)).toBe(path.join("de", "materials", "in718", "datasheet.pdf"));
    expect(readFileSync(german).subarray(0, 5).toString()).toBe("%PDF-");
    expect(existsSync(generatedDatasheetFile(publicDir, "alsi10mg", "en"))).toBe(true);
  }, 60_000);

  it("renders again only what changed: an entry, the renderer, the day", async () => {
    await writeDatasheets(dir, path.join(dir, "public-1"), DATE);
    const entry = path.join(dir, "data", "materials", "in718.json");
    writeFileSync(entry, readFileSync(entry, "utf8").replace('"tensileStrength"', '"tensileStrength" '));
    const unchanged = await writeDatasheets(dir, path.join(dir, "public-2"), DATE);
    expect(unchanged).toEqual({ rendered: 0, reused: KEPT.length * 2 });

    writeFileSync(entry, readFileSync(entry, "utf8").replace(/"samples": \d+/, '"samples": 99'));
    const second = await writeDatasheets(dir, path.join(dir, "public-3"), DATE);
    expect(second).toEqual({ rendered: 2, reused: KEPT.length * 2 - 2 });
    for (const language of ["en", "de"] as const) {
      const before = readFileSync(generatedDatasheetFile(path.join(dir, "public-1"), "in718", language));
      const after = readFileSync(generatedDatasheetFile(path.join(dir, "public-3"), "in718", language));
      expect(after.equals(before)).toBe(false);
      const other = (publicDir: string) =>
        readFileSync(generatedDatasheetFile(path.join(dir, publicDir), "alsi10mg", language));
      expect(other("public-3").equals(other("public-1"))).toBe(true);
    }
    // The cache holds this build's PDFs only.
    expect(readdirSync(path.join(dir, ".cache", "datasheets"))).toHaveLength(KEPT.length * 2);

    const renderer = path.join(dir, "gatsby", "datasheets", "datasheet-pdf.ts");
    writeFileSync(renderer, `${readFileSync(renderer, "utf8")}\n// changed\n`);
    expect((await writeDatasheets(dir, path.join(dir, "public-4"), DATE)).rendered).toBe(KEPT.length * 2);
    const nextDay = new Date("2026-11-29T00:00:00Z");
    expect((await writeDatasheets(dir, path.join(dir, "public-5"), nextDay)).rendered).toBe(KEPT.length * 2);
  }, 120_000);
});
