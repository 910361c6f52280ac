/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import centerDe from "../../../data/locales/de/applicationcenter.json";
import centerEn from "../../../data/locales/en/applicationcenter.json";
import in718 from "../../../data/materials/in718.json";
import locations from "../../../data/locations.json";
import { datasheetDocument, entryVersion } from "../../../gatsby/datasheets/datasheet-document";
import { renderDatasheetPdf } from "../../../gatsby/datasheets/datasheet-pdf";
import { datasheetFonts } from "../../../gatsby/datasheets/write-datasheets";
import { translator } from "../../../src/shared/i18n/translate";

const FONTS = datasheetFonts(process.cwd());
const DATE = new Date("2026-11-28T12:00:00Z");
const machineNames = {
  "aconity-mini": "AconityMINI",
  "aconity-midi": "AconityMIDI",
  "aconity-midi-plus": "AconityMIDI+",
  "aconity-one": "AconityONE",
};
const [company] = locations.entries;

/** The PDF's text as pdf.js reads it (scripts/test/pdf-text.mjs runs it as the ES module it is). */
function textOf(pdf: Buffer): { title: string; language: string; pages: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), "datasheet-"));
  try {
    const file = path.join(dir, "datasheet.pdf");
    writeFileSync(file, pdf);
    return JSON.parse(
      execFileSync(process.execPath, ["scripts/test/pdf-text.mjs", file], { encoding: "utf8" }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function pdfOf(language: "en" | "de") {
  const t = translator(
    { applicationcenter: language === "en" ? centerEn : centerDe },
    language,
    "applicationcenter",
  );
  const document = datasheetDocument(in718, { language, t, machineNames, company, date: DATE });
  return renderDatasheetPdf(document, FONTS, DATE);
}

describe("a material's datasheet PDF", () => {
  it("holds the page's values with unit, standard and condition, the address, date and version, in English", async () => {
    const { title, pages } = textOf(await pdfOf("en"));
    const text = pages.join(" ").replace(/\s+/g, " ");
    expect(title).toBe("IN718 – material datasheet");
    for (const words of [
      "Nickel-based superalloy",
      "Tensile strength",
      "Heat treated",
      "Z (vertical)",
      "1,360 ± 20 MPa",
      "ISO 6892-1",
      "Nb+Ta",
      "AconityMIDI",
      "Typical values, not guaranteed",
      "Musterstraße 1, 52134 Musterstadt, Germany",
      `Issued November 28, 2026 · version ${entryVersion(in718)}`,
    ])
      expect(text).toContain(words);
  }, 30_000);

  it("speaks German in German, numbers as German writes them", async () => {
    const { title, pages } = textOf(await pdfOf("de"));
    const text = pages.join(" ").replace(/\s+/g, " ");
    expect(title).toBe("IN718 – Werkstoffdatenblatt");
    for (const words of [
      "Zugfestigkeit",
      "Wärmebehandelt",
      "Z (stehend)",
      "1.360 ± 20 MPa",
      "Deutschland",
      "28. November 2026",
    ])
      expect(text).toContain(words);
  }, 30_000);

  it("is the same bytes for the same data and date, so a rebuild changes no file", async () => {
    expect((await pdfOf("de")).equals(await pdfOf("de"))).toBe(true);
  }, 30_000);
});
