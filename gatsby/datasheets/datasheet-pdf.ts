/**
 * A material's datasheet as a PDF (docs/technical-data.md): the same words and numbers as its page, set in
 * the site's fonts with PDFKit. This file only sets type; what the document says comes from
 * datasheet-document.ts.
 */
import PDFDocument from "pdfkit";

export interface DatasheetTable {
  title: string;
  note?: string;
  columns: readonly string[];
  /** Each column's share of the width; equal when left out. */
  weights?: readonly number[];
  rows: readonly (readonly string[])[];
}

/** Everything the PDF says, already worded in its language. */
export interface DatasheetDocument {
  language: string;
  /** The document's title in its metadata: "IN718 – material datasheet". */
  documentTitle: string;
  eyebrow: string;
  title: string;
  lead: string;
  summary: string;
  tables: readonly DatasheetTable[];
  /** The company's name and address, one line each. */
  company: readonly string[];
  /** "Issued 2026-11-28 · version 3f2a91c0". */
  issued: string;
}

export interface DatasheetFonts {
  regular: string;
  bold: string;
  heading: string;
}

const MARGIN = 50;
const TEXT = "#1e2327";
const MUTED = "#50595f";
const RULE = "#acacac";
const ACCENT = "#0b7a43";

/** The PDF of `document`, as bytes. `date` fixes its creation date, so a rebuild of the same data is identical. */
export function renderDatasheetPdf(
  document: DatasheetDocument,
  fonts: DatasheetFonts,
  date: Date,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: document.language,
    displayTitle: true,
    info: { Title: document.documentTitle, Author: document.company[0], CreationDate: date, ModDate: date },
  });
  pdf.registerFont("regular", fonts.regular);
  pdf.registerFont("bold", fonts.bold);
  pdf.registerFont("heading", fonts.heading);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  pdf
    .font("bold")
    .fontSize(9)
    .fillColor(ACCENT)
    .text(document.eyebrow.toUpperCase(), { characterSpacing: 1 });
  pdf.moveDown(0.3).font("heading").fontSize(26).fillColor(TEXT).text(document.title);
  pdf.font("regular").fontSize(12).fillColor(MUTED).text(document.lead);
  pdf.moveDown(0.8).fontSize(10.5).fillColor(TEXT).text(document.summary, { width });

  for (const table of document.tables) drawTable(pdf, table, width);

  pdf
    .moveDown(1.5)
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text([...document.company, document.issued].join("\n"), MARGIN, undefined, { width });
  pdf.end();
  return done;
}

function drawTable(pdf: PDFKit.PDFDocument, table: DatasheetTable, width: number): void {
  const padding = 4;
  const weights = table.weights ?? table.columns.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => (width * weight) / total);
  const lefts = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
  const bottom = pdf.page.height - MARGIN;
  pdf.moveDown(1.2);
  if (pdf.y + 80 > bottom) pdf.addPage();
  pdf.font("heading").fontSize(14).fillColor(TEXT).text(table.title, MARGIN);
  if (table.note)
    pdf.moveDown(0.2).font("regular").fontSize(8.5).fillColor(MUTED).text(table.note, { width });
  pdf.moveDown(0.4);

  const drawRow = (cells: readonly string[], header: boolean) => {
    pdf.fontSize(9);
    const heights = cells.map((cell, index) =>
      pdf
        .font(header || index === 0 ? "bold" : "regular")
        .heightOfString(cell, { width: widths[index] - 2 * padding }),
    );
    const height = Math.max(...heights) + 2 * padding;
    if (pdf.y + height > bottom) {
      pdf.addPage();
      if (!header) drawRow(table.columns, true);
    }
    const top = pdf.y;
    cells.forEach((cell, index) => {
      pdf
        .font(header || index === 0 ? "bold" : "regular")
        .fillColor(header ? MUTED : TEXT)
        .text(cell, lefts[index] + padding, top + padding, { width: widths[index] - 2 * padding });
    });
    pdf
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(header ? 1 : 0.5)
      .strokeColor(RULE)
      .stroke();
    pdf.x = MARGIN;
    pdf.y = top + height;
  };

  drawRow(table.columns, true);
  for (const row of table.rows) drawRow(row, false);
}
