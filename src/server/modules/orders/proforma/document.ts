import { addDays, dayIn } from '@shared/calendar-day';
import type { Language } from '@shared/language';
import { modulePrice, planPrice, quote, quoteIn, toEuro, type QuoteInput } from '@shared/pricing/calculator';
import type { BillingPeriod, ModuleCatalogue, PlanId } from '@shared/pricing/catalogue';
import type { CompanyDetails } from '@shared/company';
import { moduleName, planName } from '@shared/pricing/module-names';

import { PAYMENT_TERM_DAYS } from '@shared/payment-terms';

export { PAYMENT_TERM_DAYS };

export type ProformaOrder = {
  id: string;
  language: Language;
  clubName: string;
  name: string;
  email: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  nip: string | null;
  plan: string;
  paymentMode: string;
  moduleCatalogue: string;
  selectedModules: string[];
};

export type ProformaLine = { description: string; netPln: number; netEur: number | null };

/** Everything printed on a pro forma, computed once, so the PDF and the tests read the same figures. */
export type ProformaDocument = {
  number: string;
  language: Language;
  /** The instant it was issued: the PDF's creation date, so rendering it again gives the same bytes. */
  issuedAt: Date;
  /** YYYY-MM-DD in the business time zone. */
  issueDate: string;
  dueDate: string;
  /** `bankBic` is printed on English pro formas, for a transfer from abroad. */
  seller: CompanyDetails & { bankAccount: string; bankBic?: string | null };
  buyer: { name: string; contact: string; addressLines: string[]; nip: string | null };
  lines: ProformaLine[];
  net: number;
  vat: number;
  gross: number;
  /** English pro formas show euros (the site's rule) with the PLN amount beside them. */
  eur: { rate: number; net: number; vat: number; gross: number } | null;
  amountInWords: string;
  transferTitle: string;
};

/** 'PF/2026/11/0007' from the month and the month's sequence number. */
export function formatProformaNumber(month: string, sequence: number): string {
  const [year, monthOfYear] = month.split('-');
  return `PF/${year}/${monthOfYear}/${String(sequence).padStart(4, '0')}`;
}

/** The order's price from the catalogue: the same arithmetic that priced it when it was placed. */
const quoteInputOf = (order: ProformaOrder): QuoteInput => ({
  catalogue: order.moduleCatalogue as ModuleCatalogue,
  plan: order.plan as PlanId,
  period: order.paymentMode as BillingPeriod,
  modules: order.selectedModules,
});

export function orderQuote(order: ProformaOrder) {
  return quote(quoteInputOf(order));
}

const PERIOD_WORDS: Record<Language, Record<string, string>> = {
  pl: { monthly: 'abonament miesięczny', yearly: 'abonament roczny' },
  en: { monthly: 'monthly subscription', yearly: 'yearly subscription' },
};

export function buildProformaDocument(input: {
  order: ProformaOrder;
  number: string;
  issuedAt: Date;
  timeZone: string;
  seller: CompanyDetails & { bankAccount: string; bankBic?: string | null };
  eurRate: number;
  amountInWords: (pln: number) => string;
}): ProformaDocument {
  const { order } = input;
  const language = order.language === 'en' ? 'en' : 'pl';
  const plan = order.plan as PlanId;
  const period = order.paymentMode as BillingPeriod;
  const catalogue = order.moduleCatalogue as ModuleCatalogue;
  const periodWords = PERIOD_WORDS[language][period] ?? period;
  const euro = (pln: number) => (language === 'en' ? toEuro(pln, input.eurRate) : null);
  const planNet = planPrice(plan, period);
  const lines: ProformaLine[] = [
    {
      description: `${language === 'en' ? 'Plan' : 'Pakiet'} ${planName(plan, language)}, ${periodWords}`,
      netPln: planNet,
      netEur: euro(planNet),
    },
    ...[...new Set(order.selectedModules)].map((id) => {
      const net = modulePrice(catalogue, id, plan, period);
      return {
        description: `${language === 'en' ? 'Module' : 'Moduł'} ${moduleName(id, language)}, ${periodWords}`,
        netPln: net,
        netEur: euro(net),
      };
    }),
  ];
  const price = orderQuote(order);
  const issueDate = dayIn(input.issuedAt, input.timeZone);
  const addressLines = [
    order.street,
    [order.postalCode, order.city].filter(Boolean).join(' ') || null,
  ].filter((line): line is string => Boolean(line));
  let eur: ProformaDocument['eur'] = null;
  if (language === 'en') {
    // The euro figures the page, the order's answer and the e-mail showed (decision 0006): the sum of the
    // whole-euro lines, VAT to the cent; never the PLN totals converted on their own.
    const shown = quoteIn('EUR', quoteInputOf(order), input.eurRate);
    eur = { rate: input.eurRate, net: shown.totalNet, vat: shown.vat, gross: shown.totalGross };
  }
  return {
    number: input.number,
    language,
    issuedAt: input.issuedAt,
    issueDate,
    dueDate: addDays(issueDate, PAYMENT_TERM_DAYS),
    seller: input.seller,
    buyer: { name: order.clubName, contact: `${order.name}, ${order.email}`, addressLines, nip: order.nip },
    lines,
    net: price.totalNet,
    vat: price.vat,
    gross: price.totalGross,
    eur,
    amountInWords: input.amountInWords(price.totalGross),
    transferTitle: `${input.number}, ${order.clubName}`,
  };
}
