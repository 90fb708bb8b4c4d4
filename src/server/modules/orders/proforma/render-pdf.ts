import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatIsoDay } from '@shared/date-format';
import { formatIban } from '../../../lib/iban';
import type { ProformaDocument } from './document';

// Resolved through the package, not relative to this file, so the bundled server finds them too.
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * The two font files (1.4 MB), read once per thread (the process, or each worker of render-pool.ts) instead of
 * once per document. pdfkit reads a path into the same bytes, so the PDF does not change.
 */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () => (fonts ??= { regular: readFileSync(FONT_REGULAR), bold: readFileSync(FONT_BOLD) });

const LABELS = {
  pl: {
    title: 'Faktura pro forma',
    number: 'Numer',
    issued: 'Data wystawienia',
    due: 'Termin płatności',
    seller: 'Sprzedawca',
    buyer: 'Nabywca',
    nip: 'NIP',
    account: 'Rachunek bankowy',
    item: 'Pozycja',
    net: 'Netto',
    totalNet: 'Razem netto',
    vat: 'VAT 23%',
    gross: 'Razem brutto',
    words: 'Słownie',
    transfer: 'Tytuł przelewu',
    note: 'Dokument pro forma nie jest fakturą VAT. Fakturę VAT wystawimy po zaksięgowaniu wpłaty.',
    rate: '',
  },
  en: {
    title: 'Pro forma invoice',
    number: 'Number',
    issued: 'Issue date',
    due: 'Payment due',
    seller: 'Seller',
    buyer: 'Buyer',
    nip: 'Tax ID (NIP)',
    account: 'Bank account',
    item: 'Item',
    net: 'Net',
    totalNet: 'Total net',
    vat: 'VAT 23%',
    gross: 'Total gross',
    words: 'Amount in words (PLN)',
    transfer: 'Transfer title',
    note: 'This pro forma is not a VAT invoice. The VAT invoice is issued once the payment is booked.',
    rate: 'Euro amounts at the rate of',
  },
} as const;

const pln = (amount: number) =>
  `${new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} zł`;
const eur = (amount: number) =>
  `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} €`;

/**
 * The pro forma as a PDF (A4, DejaVu Sans so Polish letters print). The same document gives the same bytes:
 * the creation date (which pdfkit also hashes into the file's ID) is the pro forma's issue time, not the
 * moment of rendering, so the back office's download is the very file the customer was sent.
 */
export function renderProformaPdf(doc: ProformaDocument): Promise<Buffer> {
  const t = LABELS[doc.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.title} ${doc.number}`, Author: doc.seller.name, CreationDate: doc.issuedAt },
  });
  const { regular, bold } = loadFonts();
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 50;
  const width = pdf.page.width - 100;
  const amountX = left + width - 170;
  // An English pro forma: euros first (as the page showed them), PLN beside.
  const money = (plnAmount: number, eurAmount: number | null) =>
    eurAmount === null ? pln(plnAmount) : `${eur(eurAmount)} (${pln(plnAmount)})`;

  pdf.font('bold').fontSize(18).text(t.title, left, 50);
  pdf.font('regular').fontSize(10).moveDown(0.5);
  pdf.text(`${t.number}: ${doc.number}`);
  pdf.text(`${t.issued}: ${formatIsoDay(doc.issueDate)}`);
  pdf.text(`${t.due}: ${formatIsoDay(doc.dueDate)}`);

  const partiesTop = pdf.y + 15;
  const column = width / 2;
  pdf.font('bold').text(t.seller, left, partiesTop, { width: column - 10 });
  pdf.font('regular');
  pdf.text(doc.seller.name, { width: column - 10 });
  pdf.text(doc.seller.address, { width: column - 10 });
  pdf.text(`${t.nip}: ${doc.seller.taxId}`, { width: column - 10 });
  pdf.text(`${t.account}: ${formatIban(doc.seller.bankAccount)}`, { width: column - 10 });
  const sellerBottom = pdf.y;
  pdf.font('bold').text(t.buyer, left + column, partiesTop, { width: column });
  pdf.font('regular');
  pdf.text(doc.buyer.name, { width: column });
  for (const line of doc.buyer.addressLines) pdf.text(line, { width: column });
  if (doc.buyer.nip) pdf.text(`${t.nip}: ${doc.buyer.nip}`, { width: column });
  pdf.text(doc.buyer.contact, { width: column });

  let y = Math.max(sellerBottom, pdf.y) + 25;
  pdf.font('bold').text(t.item, left, y).text(t.net, amountX, y, { width: 170, align: 'right' });
  y += 16;
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 6;
  pdf.font('regular');
  doc.lines.forEach((line, index) => {
    pdf.text(`${index + 1}. ${line.description}`, left, y, { width: amountX - left - 10 });
    const rowBottom = pdf.y;
    pdf.text(money(line.netPln, line.netEur), amountX, y, { width: 170, align: 'right' });
    y = Math.max(rowBottom, pdf.y) + 4;
  });
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 8;
  const total = (label: string, plnAmount: number, eurAmount: number | null, bold = false) => {
    pdf.font(bold ? 'bold' : 'regular');
    pdf.text(label, left, y, { width: amountX - left - 10, align: 'right' });
    pdf.text(money(plnAmount, eurAmount), amountX, y, { width: 170, align: 'right' });
    y = pdf.y + 4;
  };
  total(t.totalNet, doc.net, doc.eur?.net ?? null);
  total(t.vat, doc.vat, doc.eur?.vat ?? null);
  total(t.gross, doc.gross, doc.eur?.gross ?? null, true);

  pdf.font('regular').text(`${t.words}: ${doc.amountInWords}`, left, y + 10, { width });
  if (doc.eur) pdf.text(`${t.rate} ${doc.eur.rate} PLN/EUR.`, { width });
  pdf.moveDown();
  pdf.text(`${t.account}: ${formatIban(doc.seller.bankAccount)}`, { width });
  if (doc.language === 'en' && doc.seller.bankBic) pdf.text(`BIC/SWIFT: ${doc.seller.bankBic}`, { width });
  pdf.text(`${t.transfer}: ${doc.transferTitle}`, { width });
  pdf.text(`${t.due}: ${formatIsoDay(doc.dueDate)}`, { width });
  pdf.moveDown();
  pdf.fontSize(8).text(t.note, { width });
  pdf.end();
  return done;
}
