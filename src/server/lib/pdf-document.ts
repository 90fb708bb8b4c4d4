import { formatEurAfter, formatPln } from '@shared/money';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * What the pro forma and the VAT invoice PDFs share: A4 in DejaVu Sans (so Polish letters print), money in
 * PLN with euros first where the buyer saw euros, the two parties side by side, and the item table with
 * its totals. Each document keeps its own labels and what only it prints.
 */

// Resolved through the package, not relative to this file, so the bundled server finds them too.
const require = createRequire(import.meta.url);

/**
 * The two font files (1.4 MB), read once per thread (the process, or each worker of the pro forma's render
 * pool) instead of once per document. pdfkit reads a path into the same bytes, so the PDF does not change.
 */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

/** An amount in PLN, or in euros with the PLN beside when the buyer was shown euros. */
export const money = (plnAmount: number, eurAmount: number | null) =>
  eurAmount === null ? formatPln(plnAmount) : `${formatEurAfter(eurAmount)} (${formatPln(plnAmount)})`;

/**
 * A new A4 document with the fonts 'regular' and 'bold', and its bytes once `pdf.end()` is called. The
 * creation date (which pdfkit also hashes into the file's ID) is the document's issue time, never the
 * moment of rendering: the same document always gives the same bytes.
 */
export function openPdf(info: { title: string; author: string; createdAt: Date }) {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt },
  });
  const { regular, bold } = loadFonts();
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, bytes, left: 50, width: pdf.page.width - 100 };
}

type Pdf = ReturnType<typeof openPdf>['pdf'];

/** Seller and buyer side by side from `top`, each a heading and its lines; returns where both end. */
export function drawParties(
  pdf: Pdf,
  layout: { left: number; width: number; top: number },
  seller: { heading: string; lines: string[] },
  buyer: { heading: string; lines: string[] },
): number {
  const column = layout.width / 2;
  pdf.font('bold').text(seller.heading, layout.left, layout.top, { width: column - 10 });
  pdf.font('regular');
  for (const line of seller.lines) pdf.text(line, { width: column - 10 });
  const sellerBottom = pdf.y;
  pdf.font('bold').text(buyer.heading, layout.left + column, layout.top, { width: column });
  pdf.font('regular');
  for (const line of buyer.lines) pdf.text(line, { width: column });
  return Math.max(sellerBottom, pdf.y);
}

export type PdfLine = { description: string; netPln: number; netEur: number | null };
type Total = { label: string; pln: number; eur: number | null };

/**
 * The item table (numbered descriptions, net amounts right-aligned in a column `amountWidth` wide) and the
 * totals under it, the last one bold; returns the y below them.
 */
export function drawItems(
  pdf: Pdf,
  layout: { left: number; width: number; top: number; amountWidth: number },
  headings: { item: string; net: string },
  lines: readonly PdfLine[],
  totals: { net: Total; vat: Total; gross: Total },
): number {
  const { left, width, amountWidth } = layout;
  const amountX = left + width - amountWidth;
  let y = layout.top;
  pdf
    .font('bold')
    .text(headings.item, left, y)
    .text(headings.net, amountX, y, { width: amountWidth, align: 'right' });
  y += 16;
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 6;
  pdf.font('regular');
  lines.forEach((line, index) => {
    pdf.text(`${index + 1}. ${line.description}`, left, y, { width: amountX - left - 10 });
    const rowBottom = pdf.y;
    pdf.text(money(line.netPln, line.netEur), amountX, y, { width: amountWidth, align: 'right' });
    y = Math.max(rowBottom, pdf.y) + 4;
  });
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 8;
  for (const total of [totals.net, totals.vat, totals.gross]) {
    pdf.font(total === totals.gross ? 'bold' : 'regular');
    pdf.text(total.label, left, y, { width: amountX - left - 10, align: 'right' });
    pdf.text(money(total.pln, total.eur), amountX, y, { width: amountWidth, align: 'right' });
    y = pdf.y + 4;
  }
  return y;
}
