import { formatPln } from '@shared/money';
import type { AppConfig } from '../../config';
import type { InvoiceSale } from '../invoices/public';
import { amountInWordsPl } from './proforma/amount-in-words';
import { buildProformaDocument, orderQuote, type ProformaOrder } from './proforma/document';
import type { OrderRow } from './repository';

/** An amount in grosze as the history writes it: '1 234,56 zł'. */
export const groszePl = (grosze: number) => formatPln(grosze / 100);

export const toGrosze = (pln: number) => Math.round(pln * 100);

export const toProformaOrder = (order: OrderRow): ProformaOrder => ({
  id: order.id,
  language: order.language === 'en' ? 'en' : 'pl',
  clubName: order.clubName,
  name: order.name,
  email: order.email,
  street: order.street,
  postalCode: order.postalCode,
  city: order.city,
  nip: order.nip,
  plan: order.plan,
  paymentMode: order.paymentMode,
  moduleCatalogue: order.moduleCatalogue,
  selectedModules: order.selectedModules,
});

/** The gross the pro forma asks for, in złoty. */
export const grossPlnOf = (order: OrderRow) => orderQuote(toProformaOrder(order)).totalGross;

/** The gross the pro forma asks for, in grosze. */
export const grossGroszeOf = (order: OrderRow) => toGrosze(grossPlnOf(order));

/** What the VAT invoice says of the order: the pro forma's lines, totals and words, and the booked payment. */
export function invoiceSale(
  order: OrderRow,
  paidOn: string,
  config: Pick<AppConfig, 'businessTimeZone' | 'company' | 'bankAccount' | 'eurRate'>,
): InvoiceSale {
  const proforma = buildProformaDocument({
    order: toProformaOrder(order),
    number: order.proformaNumber ?? '',
    issuedAt: order.proformaIssuedAt ?? order.createdAt,
    timeZone: config.businessTimeZone,
    seller: { ...config.company, bankAccount: config.bankAccount },
    eurRate: config.eurRate,
    amountInWords: amountInWordsPl,
  });
  return {
    orderId: order.id,
    language: proforma.language,
    buyer: {
      name: order.clubName,
      contactName: order.name,
      email: order.email,
      addressLines: proforma.buyer.addressLines,
      nip: order.nip ? order.nip.replace(/[\s-]/g, '') : null,
      country: order.country,
      euVatId: order.euVatId,
    },
    lines: proforma.lines,
    net: proforma.net,
    vat: proforma.vat,
    gross: proforma.gross,
    eur: proforma.eur,
    amountInWords: proforma.amountInWords,
    proformaNumber: order.proformaNumber ?? '',
    paidOn,
  };
}
