import { formatIsoDay } from '@shared/date-format';
import QRCode from 'qrcode';
import type { CorrectionAmounts, CorrectionTable } from '@shared/contracts/invoices';
import { formatPln } from '@shared/money';
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
  before: 'Przed korektą',
  after: 'Po korekcie',
  difference: 'Różnica',
  netShort: 'Netto',
  grossShort: 'Brutto',
  total: 'Razem',
  draft: 'PROJEKT',
  draftNumber: 'nadany przy wystawieniu',
  draftNote: 'Projekt korekty: dokument nie jest wystawiony i nie ma mocy faktury.',
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
  before: 'Before correction',
  after: 'After correction',
  difference: 'Difference',
  netShort: 'Net',
  grossShort: 'Gross',
  total: 'Total',
  draft: 'DRAFT',
  draftNumber: 'given when issued',
  draftNote: 'Draft of a correction: not issued, not an invoice.',
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

/** The draft's mark: a large light word across the page, under everything drawn after it. */
function drawDraftMark(pdf: Pdf, word: string) {
  const { width, height } = pdf.page;
  pdf.save();
  pdf.rotate(-35, { origin: [width / 2, height / 2] });
  pdf
    .font('bold')
    .fontSize(110)
    .fillColor('#e2e8f0')
    .text(word, 0, height / 2 - 60, { width, align: 'center', lineBreak: false });
  pdf.restore();
  pdf.fillColor('black');
}

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

/** A page break before a block `height` tall that would not fit: returns where the block starts. */
function roomFor(pdf: Pdf, y: number, height: number): number {
  if (y + height <= pdf.page.height - pdf.page.margins.bottom) return y;
  pdf.addPage();
  return pdf.page.margins.top;
}

/**
 * A correction's rows as Polish practice shows them: each line of the corrected invoice with its net, VAT
 * and gross before the correction, after it and the difference, then the totals the same way. Returns the
 * y below.
 */
function drawCorrectionTable(
  pdf: Pdf,
  layout: { left: number; width: number; top: number },
  table: CorrectionTable,
  label: (key: keyof typeof PL) => string,
): number {
  const { left, width } = layout;
  const column = 118;
  const labelWidth = width - 3 * column;
  const columnX = (index: number) => left + labelWidth + index * column;
  let y = layout.top;
  pdf.font('bold').fontSize(9);
  pdf.text(label('item'), left, y, { width: labelWidth - 10 });
  let headerBottom = pdf.y;
  (['before', 'after', 'difference'] as const).forEach((key, index) => {
    pdf.text(label(key), columnX(index), y, { width: column, align: 'right' });
    headerBottom = Math.max(headerBottom, pdf.y);
  });
  y = headerBottom + 4;
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 6;

  const amountRows = (states: CorrectionAmounts[], bold: boolean) => {
    for (const [key, name] of [
      ['net', 'netShort'],
      ['vat', 'vat'],
      ['gross', 'grossShort'],
    ] as const) {
      pdf.font(bold && key === 'gross' ? 'bold' : 'regular');
      pdf.text(label(name), left + 12, y, { width: labelWidth - 22, align: 'right' });
      states.forEach((state, index) => {
        pdf.text(formatPln(state[key]), columnX(index), y, { width: column, align: 'right' });
      });
      y = pdf.y + 2;
    }
  };

  table.rows.forEach((row, index) => {
    y = roomFor(pdf, y, 70);
    pdf.font('bold').text(`${index + 1}. ${row.description}`, left, y, { width });
    y = pdf.y + 2;
    amountRows([row.before, row.after, row.difference], false);
    y += 6;
  });
  y = roomFor(pdf, y, 70);
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 6;
  pdf.font('bold').text(label('total'), left, y, { width });
  y = pdf.y + 2;
  const { before, after, difference } = table.totals;
  amountRows([before, after, difference], true);
  pdf.fontSize(10);
  return y;
}

/**
 * The invoice as a PDF (A4, DejaVu Sans). Polish invoices are in Polish; English ones are bilingual (the
 * Polish label, then the English one) with euros first and PLN beside, as on the pro forma. Under the
 * totals: the KSeF verification code (KOD I) with its link and the label of an invoice not yet in KSeF.
 * A correction prints its rows before, after and the difference. Without `codes` it is a draft (a
 * correction previewed before it is issued): marked 'PROJEKT' across the page, no number, no KSeF codes.
 */
export function renderInvoicePdf(doc: InvoiceDocument, codes: InvoiceCodes | null): Promise<Buffer> {
  const bilingual = doc.language === 'en';
  const label = (key: keyof typeof PL) => (bilingual ? `${PL[key]} / ${EN[key]}` : PL[key]);
  const draft = codes === null;
  const { pdf, bytes, left, width } = openPdf({
    title: draft ? `${label('draft')}: ${label(doc.kind)}` : `${label(doc.kind)} ${doc.number}`,
    author: doc.seller.name,
    createdAt: new Date(doc.issuedAt),
  });
  if (draft) drawDraftMark(pdf, PL.draft);

  pdf
    .font('bold')
    .fontSize(18)
    .text(draft ? `${label('draft')}: ${label(doc.kind)}` : label(doc.kind), left, 50);
  pdf.font('regular').fontSize(10).moveDown(0.5);
  if (draft) pdf.font('bold').text(label('draftNote')).font('regular');
  pdf.text(`${label('number')}: ${draft ? `— (${label('draftNumber')})` : doc.number}`);
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
  const itemsTop = partiesBottom + 25;
  const y = doc.correction
    ? drawCorrectionTable(pdf, { left, width, top: itemsTop }, doc.correction, label)
    : drawItems(
        pdf,
        { left, width, top: itemsTop, amountWidth: 190 },
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
  if (!codes) {
    pdf.end();
    return bytes;
  }

  roomFor(pdf, pdf.y, 160);
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
