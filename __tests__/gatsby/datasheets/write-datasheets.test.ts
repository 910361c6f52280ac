/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generatedDatasheetFile, writeDatasheets } from "../../../gatsby/datasheets/write-datasheets";

describe("the build's datasheets", () => {
  it("writes a PDF per material and language beside its page", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "datasheets-"));
    try {
      const materials = readdirSync("data/materials").filter((file) => file.endsWith(".json"));
      const written = await writeDatasheets(process.cwd(), publicDir, new Date("2026-11-28T00:00:00Z"));
      expect(written).toBe(materials.length * 2);
      const german = generatedDatasheetFile(publicDir, "in718", "de");
      expect(path.relative(publicDir, german)).toBe(path.join("de", "materials", "in718", "datasheet.pdf"));
      expect(readFileSync(german).subarray(0, 5).toString()).toBe("%PDF-");
      expect(existsSync(generatedDatasheetFile(publicDir, "alsi10mg", "en"))).toBe(true);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  }, 60_000);
});
