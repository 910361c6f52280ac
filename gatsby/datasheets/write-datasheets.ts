/**
 * The build's datasheet PDFs (docs/technical-data.md): one per material and language, generated from its
 * entry beside its page (/materials/<id>/datasheet.pdf, /de/materials/<id>/datasheet.pdf). An entry that
 * names a PDF of its own links that one instead; its generated twin is written all the same, so an editor
 * who removes the upload finds the generated one in place.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { materialPath } from "../../src/materials/material-anchor";
import { LANGUAGES, localizePath } from "../../src/shared/i18n/languages";
import { translator } from "../../src/shared/i18n/translate";
import { parseJsonText, readCollection } from "../collections/entries";
import { datasheetDocument, type DatasheetCompany, type DatasheetEntry } from "./datasheet-document";
import { renderDatasheetPdf } from "./datasheet-pdf";

/** The site's own fonts (@fontsource; WOFF, which PDFKit embeds as a subset), in the repository at `repoDir`. */
export function datasheetFonts(repoDir: string) {
  const font = (family: string, file: string) =>
    path.join(repoDir, "node_modules", "@fontsource", family, "files", file);
  return {
    regular: font("nunito", "nunito-latin-400-normal.woff"),
    bold: font("nunito", "nunito-latin-700-normal.woff"),
    heading: font("dm-sans", "dm-sans-latin-700-normal.woff"),
  };
}

/** Where the generated datasheet of a material is in `public/`, for a language. */
export const generatedDatasheetFile = (publicDir: string, id: string, language: (typeof LANGUAGES)[number]) =>
  path.join(publicDir, localizePath(`${materialPath(id)}datasheet.pdf`, language));

/** Writes every material's datasheet in every language; returns how many. */
export async function writeDatasheets(repoDir: string, publicDir: string, date: Date): Promise<number> {
  const materials = readCollection(repoDir, "materials") as DatasheetEntry[];
  const products = readCollection(repoDir, "products") as { slug: string; name: string }[];
  const machineNames = Object.fromEntries(products.map((product) => [product.slug, product.name]));
  const locations = readCollection(repoDir, "locations") as (DatasheetCompany & { kind: string })[];
  const company = locations.find((location) => location.kind === "headquarters") ?? locations[0];
  const fonts = datasheetFonts(repoDir);
  let written = 0;
  for (const language of LANGUAGES) {
    const locale = parseJsonText(
      await readFile(path.join(repoDir, "data", "locales", language, "applicationcenter.json"), "utf8"),
    );
    const t = translator({ applicationcenter: locale }, language, "applicationcenter");
    for (const material of materials) {
      const document = datasheetDocument(material, { language, t, machineNames, company, date });
      const file = generatedDatasheetFile(publicDir, material.id, language);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await renderDatasheetPdf(document, fonts, date));
      written += 1;
    }
  }
  return written;
}
