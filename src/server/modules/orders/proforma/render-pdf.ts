import { formatIsoDay } from '@shared/date-format';
import { formatIban } from '../../../lib/iban';
import { drawItems, drawParties, openPdf } from '../../../lib/pdf-document';
import type { ProformaDocument } from './document';

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

/**
 * The pro forma as a PDF (lib/pdf-document: A4, DejaVu Sans). The same document gives the same bytes: the
 * creation date is the pro forma's issue time, so the back office's download is the very file the customer
 * was sent.
 */
export function renderProformaPdf(doc: ProformaDocument): Promise<Buffer> {
  const t = LABELS[doc.language];
  const { pdf, bytes, left, width } = openPdf({
    title: `${t.title} ${doc.number}`,
    author: doc.seller.name,
    createdAt: doc.issuedAt,
  });

  pdf.font('bold').fontSize(18).text(t.title, left, 50);
  pdf.font('regular').fontSize(10).moveDown(0.5);
  pdf.text(`${t.number}: ${doc.number}`);
  pdf.text(`${t.issued}: ${formatIsoDay(doc.issueDate)}`);
  pdf.text(`${t.due}: ${formatIsoDay(doc.dueDate)}`);

  const partiesBottom = drawParties(
    pdf,
    { left, width, top: pdf.y + 15 },
    {
      heading: t.seller,
      lines: [
        doc.seller.name,
        doc.seller.address,
        `${t.nip}: ${doc.seller.taxId}`,
        `${t.account}: ${formatIban(doc.seller.bankAccount)}`,
      ],
    },
    {
      heading: t.buyer,
      lines: [
        doc.buyer.name,
        ...doc.buyer.addressLines,
        ...(doc.buyer.nip ? [`${t.nip}: ${doc.buyer.nip}`] : []),
        doc.buyer.contact,
      ],
    },
  );
  // An English pro forma: euros first (as the page showed them), PLN beside.
  const y = drawItems(
    pdf,
    { left, width, top: partiesBottom + 25, amountWidth: 170 },
    { item: t.item, net: t.net },
    doc.lines,
    {
      net: { label: t.totalNet, pln: doc.net, eur: doc.eur?.net ?? null },
      vat: { label: t.vat, pln: doc.vat, eur: doc.eur?.vat ?? null },
      gross: { label: t.gross, pln: doc.gross, eur: doc.eur?.gross ?? null },
    },
  );

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
  return bytes;
}
