/**
 * The build's datasheet PDFs (docs/technical-data.md): one per material and language, generated from its
 * entry beside its page (/materials/<id>/datasheet.pdf, /de/materials/<id>/datasheet.pdf). An entry that
 * names a PDF of its own links that one instead; its generated twin is written all the same, so an editor
 * who removes the upload finds the generated one in place. A PDF whose words, numbers and renderer did not
 * change since an earlier build is taken from the cache (`.cache/datasheets/`), not rendered again.
 */
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { materialPath } from "../../src/materials/material-anchor";
import { LANGUAGES, localizePath } from "../../src/shared/i18n/languages";
import { translator } from "../../src/shared/i18n/translate";
import { filesFingerprint } from "../build-cache/remembered-map.mjs";
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

/** What a PDF's bytes depend on besides its document: the renderer's code, PDFKit's version and the fonts. */
const rendererFingerprint = (repoDir: string, fonts: ReturnType<typeof datasheetFonts>) =>
  filesFingerprint([
    path.join(repoDir, "gatsby", "datasheets", "datasheet-pdf.ts"),
    path.join(repoDir, "node_modules", "pdfkit", "package.json"),
    ...Object.values(fonts),
  ]);

/**
 * Writes every material's datasheet in every language; returns how many were rendered and how many taken
 * from the cache. The cache keeps the PDFs of this build only.
 */
export async function writeDatasheets(
  repoDir: string,
  publicDir: string,
  date: Date,
): Promise<{ rendered: number; reused: number }> {
  const materials = readCollection(repoDir, "materials") as DatasheetEntry[];
  const products = readCollection(repoDir, "products") as { slug: string; name: string }[];
  const machineNames = Object.fromEntries(products.map((product) => [product.slug, product.name]));
  const locations = readCollection(repoDir, "locations") as (DatasheetCompany & { kind: string })[];
  const company = locations.find((location) => location.kind === "headquarters") ?? locations[0];
  const fonts = datasheetFonts(repoDir);
  const renderer = await rendererFingerprint(repoDir, fonts);
  const cacheDir = path.join(repoDir, ".cache", "datasheets");
  await mkdir(cacheDir, { recursive: true });
  const kept = new Set<string>();
  const counts = { rendered: 0, reused: 0 };
  for (const language of LANGUAGES) {
    const locale = parseJsonText(
      await readFile(path.join(repoDir, "data", "locales", language, "applicationcenter.json"), "utf8"),
    );
    const t = translator({ applicationcenter: locale }, language, "applicationcenter");
    for (const material of materials) {
      const document = datasheetDocument(material, { language, t, machineNames, company, date });
      const file = generatedDatasheetFile(publicDir, material.id, language);
      await mkdir(path.dirname(file), { recursive: true });
      // The document holds the day it was issued: a PDF is made anew at least once a day.
      const key = createHash("sha256").update(renderer).update(JSON.stringify(document)).digest("hex");
      const cached = path.join(cacheDir, `${key}.pdf`);
      kept.add(`${key}.pdf`);
      try {
        await copyFile(cached, file);
        counts.reused += 1;
      } catch {
        const pdf = await renderDatasheetPdf(document, fonts, date);
        await writeFile(file, pdf);
        // Renamed into place: a build stopped while writing never leaves a broken PDF to be taken again.
        await writeFile(`${cached}.partial`, pdf);
        await rename(`${cached}.partial`, cached);
        counts.rendered += 1;
      }
    }
  }
  for (const name of await readdir(cacheDir)) if (!kept.has(name)) await rm(path.join(cacheDir, name));
  return counts;
}
