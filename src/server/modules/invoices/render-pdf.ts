import { formatIsoDay } from '@shared/date-format';
import QRCode from 'qrcode';
import { formatIban } from '../../lib/iban';
import { drawItems, drawParties, openPdf } from '../../lib/pdf-document';
import type { InvoiceDocument } from './document';
import { KSEF_OFFLINE_LABEL } from './ksef';

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

/**
 * The invoice as a PDF (A4, DejaVu Sans). Polish invoices are in Polish; English ones are bilingual (the
 * Polish label, then the English one) with euros first and PLN beside, as on the pro forma. Under the
 * totals: the KSeF verification code (KOD I) with its link and the label of an invoice not yet in KSeF.
 */
export function renderInvoicePdf(doc: InvoiceDocument, verificationUrl: string): Promise<Buffer> {
  const bilingual = doc.language === 'en';
  const label = (key: keyof typeof PL) => (bilingual ? `${PL[key]} / ${EN[key]}` : PL[key]);
  const { pdf, bytes, left, width } = openPdf({
    title: `${label(doc.kind)} ${doc.number}`,
    author: doc.seller.name,
    createdAt: new Date(doc.issuedAt),
  });

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

  const partiesBottom = drawParties(
    pdf,
    { left, width, top: pdf.y + 15 },
    {
      heading: label('seller'),
      lines: [
        doc.seller.name,
        doc.seller.address,
        `${label('nip')}: ${doc.seller.taxId}`,
        `${label('account')}: ${formatIban(doc.seller.bankAccount)}`,
        ...(bilingual && doc.seller.bankBic ? [`${label('bic')}: ${doc.seller.bankBic}`] : []),
      ],
    },
    {
      heading: label('buyer'),
      lines: [
        doc.buyer.name,
        ...doc.buyer.addressLines,
        ...(doc.buyer.nip ? [`${label('nip')}: ${doc.buyer.nip}`] : []),
        doc.buyer.email,
      ],
    },
  );
  const y = drawItems(
    pdf,
    { left, width, top: partiesBottom + 25, amountWidth: 190 },
    { item: label('item'), net: label('net') },
    doc.lines,
    {
      net: { label: label('totalNet'), pln: doc.net, eur: doc.eur?.net ?? null },
      vat: { label: label('vat'), pln: doc.vat, eur: doc.eur?.vat ?? null },
      gross: { label: label('gross'), pln: doc.gross, eur: doc.eur?.gross ?? null },
    },
  );

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
  return bytes;
}
