import { formatIsoDay } from '@shared/date-format';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatIban } from '../../lib/iban';
import type { InvoiceDocument } from './document';
import { KSEF_OFFLINE_LABEL } from './ksef';

// Resolved through the package, not relative to this file, so the bundled server finds them too.
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

const PL = {
  invoice: 'Faktura VAT',
  correction: 'Faktura korygująca',
  number: 'Numer',
  issued: 'Data wystawienia',
  sold: 'Data sprzedaży',
  paid: 'Zapłacono przelewem',
  corrects: 'Korygowana faktura',
  reason: 'Przyczyna korekty',
  proforma: 'Rozlicza pro formę',
  seller: 'Sprzedawca',
  buyer: 'Nabywca',
  nip: 'NIP',
  account: 'Rachunek bankowy',
  bic: 'BIC/SWIFT',
  item: 'Pozycja',
  net: 'Netto',
  totalNet: 'Razem netto',
  vat: 'VAT 23%',
  gross: 'Razem brutto',
  words: 'Słownie',
  rate: 'Kwoty w euro po kursie',
  verify: 'Weryfikacja faktury w KSeF',
};
const EN: typeof PL = {
  invoice: 'VAT invoice',
  correction: 'Corrective invoice',
  number: 'Number',
  issued: 'Issue date',
  sold: 'Date of sale',
  paid: 'Paid by bank transfer',
  corrects: 'Corrected invoice',
  reason: 'Reason for correction',
  proforma: 'Settles pro forma',
  seller: 'Seller',
  buyer: 'Buyer',
  nip: 'Tax ID (NIP)',
  account: 'Bank account',
  bic: 'BIC/SWIFT',
  item: 'Item',
  net: 'Net',
  totalNet: 'Total net',
  vat: 'VAT 23%',
  gross: 'Total gross',
  words: 'Amount in words (PLN)',
  rate: 'Euro amounts at the rate of',
  verify: 'Verify this invoice in KSeF',
};

const pln = (amount: number) =>
  `${new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} zł`;
const eur = (amount: number) =>
  `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} €`;

/**
 * The invoice as a PDF (A4, DejaVu Sans). Polish invoices are in Polish; English ones are bilingual (the
 * Polish label, then the English one) with euros first and PLN beside, as on the pro forma. Under the
 * totals: the KSeF verification code (KOD I) with its link and the label of an invoice not yet in KSeF.
 */
export function renderInvoicePdf(doc: InvoiceDocument, verificationUrl: string): Promise<Buffer> {
  const bilingual = doc.language === 'en';
  const label = (key: keyof typeof PL) => (bilingual ? `${PL[key]} / ${EN[key]}` : PL[key]);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${label(doc.kind)} ${doc.number}`,
      Author: doc.seller.name,
      CreationDate: new Date(doc.issuedAt),
    },
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
  const amountX = left + width - 190;
  const money = (plnAmount: number, eurAmount: number | null) =>
    eurAmount === null ? pln(plnAmount) : `${eur(eurAmount)} (${pln(plnAmount)})`;

  pdf.font('bold').fontSize(18).text(label(doc.kind), left, 50);
  pdf.font('regular').fontSize(10).moveDown(0.5);
  pdf.text(`${label('number')}: ${doc.number}`);
  pdf.text(`${label('issued')}: ${formatIsoDay(doc.issueDate)}`);
  pdf.text(`${label('sold')}: ${formatIsoDay(doc.saleDate)}`);
  pdf.text(`${label('paid')}: ${formatIsoDay(doc.paidOn)}`);
  pdf.text(`${label('proforma')}: ${doc.proformaNumber}`);
  if (doc.corrects) {
    pdf.text(`${label('corrects')}: ${doc.corrects.number} (${formatIsoDay(doc.corrects.issueDate)})`);
    pdf.text(`${label('reason')}: ${doc.corrects.reason}`);
  }

  const partiesTop = pdf.y + 15;
  const column = width / 2;
  pdf.font('bold').text(label('seller'), left, partiesTop, { width: column - 10 });
  pdf.font('regular');
  pdf.text(doc.seller.name, { width: column - 10 });
  pdf.text(doc.seller.address, { width: column - 10 });
  pdf.text(`${label('nip')}: ${doc.seller.taxId}`, { width: column - 10 });
  pdf.text(`${label('account')}: ${formatIban(doc.seller.bankAccount)}`, { width: column - 10 });
  if (bilingual && doc.seller.bankBic)
    pdf.text(`${label('bic')}: ${doc.seller.bankBic}`, { width: column - 10 });
  const sellerBottom = pdf.y;
  pdf.font('bold').text(label('buyer'), left + column, partiesTop, { width: column });
  pdf.font('regular');
  pdf.text(doc.buyer.name, { width: column });
  for (const line of doc.buyer.addressLines) pdf.text(line, { width: column });
  if (doc.buyer.nip) pdf.text(`${label('nip')}: ${doc.buyer.nip}`, { width: column });
  pdf.text(doc.buyer.email, { width: column });

  let y = Math.max(sellerBottom, pdf.y) + 25;
  pdf
    .font('bold')
    .text(label('item'), left, y)
    .text(label('net'), amountX, y, { width: 190, align: 'right' });
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
    pdf.text(money(line.netPln, line.netEur), amountX, y, { width: 190, align: 'right' });
    y = Math.max(rowBottom, pdf.y) + 4;
  });
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 8;
  const total = (key: 'totalNet' | 'vat' | 'gross', plnAmount: number, eurAmount: number | null) => {
    pdf.font(key === 'gross' ? 'bold' : 'regular');
    pdf.text(label(key), left, y, { width: amountX - left - 10, align: 'right' });
    pdf.text(money(plnAmount, eurAmount), amountX, y, { width: 190, align: 'right' });
    y = pdf.y + 4;
  };
  total('totalNet', doc.net, doc.eur?.net ?? null);
  total('vat', doc.vat, doc.eur?.vat ?? null);
  total('gross', doc.gross, doc.eur?.gross ?? null);

  pdf.font('regular').text(`${label('words')}: ${doc.amountInWords}`, left, y + 10, { width });
  if (doc.eur) pdf.text(`${label('rate')} ${doc.eur.rate} PLN/EUR.`, { width });

  // KOD I: drawn module by module (no image), so the same invoice always gives the same bytes.
  const qr = QRCode.create(verificationUrl, { errorCorrectionLevel: 'M' });
  const moduleSize = 3;
  const qrTop = pdf.y + 20;
  const quiet = 4 * moduleSize;
  for (let row = 0; row < qr.modules.size; row++) {
    for (let col = 0; col < qr.modules.size; col++) {
      if (qr.modules.get(row, col)) {
        pdf.rect(left + quiet + col * moduleSize, qrTop + quiet + row * moduleSize, moduleSize, moduleSize);
      }
    }
  }
  pdf.fill('black');
  const qrSide = qr.modules.size * moduleSize + 2 * quiet;
  pdf.font('bold').text(KSEF_OFFLINE_LABEL, left, qrTop + qrSide, { width: qrSide, align: 'center' });
  pdf
    .font('regular')
    .text(label('verify'), left + qrSide + 15, qrTop + quiet, { width: width - qrSide - 15 });
  pdf.fontSize(8).text(verificationUrl, { width: width - qrSide - 15, link: verificationUrl });
  pdf.end();
  return done;
}
