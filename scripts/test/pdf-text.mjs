/**
 * Prints the text of a PDF, page by page, as a reader extracts it (pdf.js), so that tests can look for the
 * words and numbers a generated datasheet holds: `node scripts/test/pdf-text.mjs file.pdf`.
 */
import { readFile } from "node:fs/promises";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const [file] = process.argv.slice(2);
const data = new Uint8Array(await readFile(file));
const document = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const page = await document.getPage(number);
  const content = await page.getTextContent();
  pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
}
const { info } = await document.getMetadata();
console.log(JSON.stringify({ title: info.Title ?? "", language: info.Language ?? "", pages }));
