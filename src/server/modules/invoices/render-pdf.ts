import { formatIsoDay } from '@shared/date-format';
import QRCode from 'qrcode';
import { formatIban } from '../../lib/iban';
import { drawItems, drawParties, openPdf } from '../../lib/pdf-document';
import { DEFAULT_COUNTRY, EU_VAT_PREFIX, type CountryCode } from '@shared/validation/countries';
import type { InvoiceDocument } from './document';
import { KSEF_CERTIFICATE_LABEL, KSEF_OFFLINE_LABEL } from './ksef';

/** 'Niemcy (DE)', or on a bilingual invoice 'Niemcy / Germany (DE)'; the code alone where ICU has no name. */
function countryName(code: string, bilingual: boolean): string {
  const name = (language: string) => {
    try {
      return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code);
    } catch {
      return undefined;
    }
  };
  const names = [name('pl'), ...(bilingual ? [name('en')] : [])].filter(Boolean);
  return names.length ? `${names.join(' / ')} (${code})` : code;
}

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
  country: 'Kraj',
  euVatId: 'Numer VAT UE',
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
  certificate: 'Weryfikacja wystawcy (certyfikat KSeF)',
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
  country: 'Country',
  euVatId: 'EU VAT number',
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
  certificate: 'Verify the issuer (KSeF certificate)',
};

/**
 * The verification codes under the totals: KOD I with the invoice's KSeF number under it (or `OFFLINE` while
 * it has none), and, for an invoice issued offline with an Offline certificate configured, KOD II labelled
 * `CERTYFIKAT` (ksef-docs kody-qr.md).
 */
export type InvoiceCodes = {
  verificationUrl: string;
  ksefNumber: string | null;
  certificateUrl: string | null;
};

type Pdf = ReturnType<typeof openPdf>['pdf'];

/** A QR code drawn module by module (no image), so the same invoice always gives the same bytes; its side. */
function drawQr(pdf: Pdf, url: string, left: number, top: number): number {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const moduleSize = 3;
  const quiet = 4 * moduleSize;
  for (let row = 0; row < qr.modules.size; row++) {
    for (let col = 0; col < qr.modules.size; col++) {
      if (qr.modules.get(row, col)) {
        pdf.rect(left + quiet + col * moduleSize, top + quiet + row * moduleSize, moduleSize, moduleSize);
      }
    }
  }
  pdf.fill('black');
  return qr.modules.size * moduleSize + 2 * quiet;
}

/** One code with its label under it and, beside it, what it is for and its link. Returns the bottom. */
function drawCode(
  pdf: Pdf,
  at: { left: number; top: number; width: number },
  code: { url: string; label: string; caption: string },
): number {
  const side = drawQr(pdf, code.url, at.left, at.top);
  // A KSeF number is longer than the code is wide: it may take the width beside the code too.
  pdf
    .font('bold')
    .fontSize(8)
    .text(code.label, at.left, at.top + side, { width: side + 60, align: 'left' });
  const bottom = pdf.y;
  const textLeft = at.left + side + 15;
  const textWidth = at.width - side - 15;
  pdf
    .font('regular')
    .fontSize(10)
    .text(code.caption, textLeft, at.top + 12, { width: textWidth });
  pdf.fontSize(8).text(code.url, { width: textWidth, link: code.url });
  return Math.max(bottom, pdf.y);
}

/**
 * The invoice as a PDF (A4, DejaVu Sans). Polish invoices are in Polish; English ones are bilingual (the
 * Polish label, then the English one) with euros first and PLN beside, as on the pro forma. Under the
 * totals: the KSeF verification code (KOD I) with its link and the label of an invoice not yet in KSeF.
 */
export function renderInvoicePdf(doc: InvoiceDocument, codes: InvoiceCodes): Promise<Buffer> {
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
        // A buyer abroad: its country (the XML's KodKraju) and its EU VAT number with the member state's prefix.
        ...(doc.buyer.country && doc.buyer.country !== DEFAULT_COUNTRY
          ? [`${label('country')}: ${countryName(doc.buyer.country, bilingual)}`]
          : []),
        ...(doc.buyer.euVatId && doc.buyer.country
          ? [
              `${label('euVatId')}: ${EU_VAT_PREFIX[doc.buyer.country as CountryCode] ?? ''}${doc.buyer.euVatId}`,
            ]
          : []),
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

  const kod1Bottom = drawCode(
    pdf,
    { left, top: pdf.y + 20, width },
    { url: codes.verificationUrl, label: codes.ksefNumber ?? KSEF_OFFLINE_LABEL, caption: label('verify') },
  );
  if (codes.certificateUrl) {
    drawCode(
      pdf,
      { left, top: kod1Bottom + 15, width },
      { url: codes.certificateUrl, label: KSEF_CERTIFICATE_LABEL, caption: label('certificate') },
    );
  }
  pdf.end();
  return bytes;
}
