import { Img, Link, Text } from '@react-email/components';
import { common, Field, moduleList, Subheading, Summary, visitorMail } from './blocks';
import { defineMailMessages, formatDay, type MailContext } from './context';
import { formatNumber, formatPlnIn } from '@shared/money';
import { text } from './layout';
import { planName } from '@shared/pricing/module-names';
import type { RenderedTemplate } from './types';

/* An order: its confirmation with the pro forma, the operator's status changes, the payment booked. */

// ---------------------------------------------------------------- confirmation

export type OrderConfirmationData = {
  /** The internal id: for the outbox and logs, never shown (the pro forma number is the order's number). */
  orderId: string;
  name: string;
  email: string;
  phone: string;
  clubName: string;
  plan: string;
  period: 'monthly' | 'yearly';
  modules: string[];
  /** As the server computed them (shared/pricing). */
  net: number;
  vat: number;
  gross: number;
  /** The same totals in the visitor's currency (the one euro rule); absent in mails queued before it. */
  shown?: { currency: 'PLN' | 'EUR'; net: number; vat: number; gross: number };
  /** The club's company data (the full form); null for the short form. */
  company: {
    street: string | null;
    postalCode: string | null;
    city: string | null;
    nip: string | null;
    regon: string | null;
  } | null;
  /** The pro forma attached to the message (its number and payment deadline, YYYY-MM-DD). */
  proforma?: { number: string; dueDate: string } | null;
  /**
   * How to pay (absent in mails queued before it): the seller's account, the gross in the order's currency
   * and the transfer title; `qrCid` the inline image of the banks' transfer QR code (złoty orders only).
   */
  transfer?: {
    account: string;
    amount: number;
    currency: 'PLN' | 'EUR';
    title: string;
    recipient: string;
    qrCid: string | null;
  } | null;
};

/**
 * A subject names the order by its number (the pro forma's, as the invoice mail names its FV number), so a
 * customer's mailbox search and the operator's outbox find every message about it; none before it exists.
 */
const subjectWithNumber = (subject: string, number: string | null | undefined) =>
  number ? `${subject} ${number}` : subject;

const confirmationTexts = defineMailMessages({
  pl: {
    subject: 'Potwierdzenie zamówienia',
    intro: 'Dziękujemy za zamówienie. Poniżej jego podsumowanie.',
    summary: 'Podsumowanie',
    number: 'Numer zamówienia',
    plan: 'Pakiet',
    period: 'Okres rozliczeniowy',
    periods: { monthly: 'miesięczny', yearly: 'roczny' },
    modules: 'Moduły dodatkowe',
    net: 'Razem netto',
    vat: 'VAT 23%',
    gross: 'Razem brutto',
    perPeriod: { monthly: 'miesięcznie', yearly: 'rocznie' },
    club: 'Dane klubu',
    clubName: 'Nazwa',
    address: 'Adres',
    contact: 'Osoba kontaktowa',
    terms: 'Warunki',
    termsText: [
      'Zamówienie podlega Regulaminowi obowiązującemu od 15.07.2025.',
      'Dostęp do systemu aktywujemy po zaksięgowaniu płatności.',
      'Przysługuje Ci prawo odstąpienia od umowy w ciągu 14 dni; prawo to wygasa z chwilą aktywacji subskrypcji.',
      'Reklamacje rozpatrujemy w ciągu 14 dni.',
    ],
    termsLink: 'Regulamin',
    next: 'Co dalej? Skontaktujemy się z Tobą, aby przekazać dane do płatności i ustalić uruchomienie systemu.',
    nextPaid:
      'Co dalej? Po zaksięgowaniu wpłaty przygotujemy system Twojego klubu i wyślemy administratorowi wskazanemu w zamówieniu dane do pierwszego logowania.',
    proforma: (number: string, due: string) =>
      `W załączniku przesyłamy fakturę pro forma ${number}: są na niej dane do przelewu. Prosimy o wpłatę do ${due}, w tytule przelewu podając numer ${number}.`,
    transfer: 'Dane do przelewu',
    recipient: 'Odbiorca',
    account: 'Numer rachunku',
    amount: 'Kwota',
    title: 'Tytuł przelewu',
    qr: 'Kod QR do przelewu: zeskanuj go w aplikacji banku, a dane przelewu wypełnią się same.',
    qrAlt: 'Kod QR do przelewu',
  },
  en: {
    subject: 'Your order confirmation',
    intro: 'Thank you for your order. Here is its summary.',
    summary: 'Summary',
    number: 'Order number',
    plan: 'Plan',
    period: 'Billing period',
    periods: { monthly: 'monthly', yearly: 'yearly' },
    modules: 'Add-on modules',
    net: 'Total net',
    vat: 'VAT 23%',
    gross: 'Total gross',
    perPeriod: { monthly: 'per month', yearly: 'per year' },
    club: 'Club details',
    clubName: 'Name',
    address: 'Address',
    contact: 'Contact person',
    terms: 'Terms',
    termsText: [
      'The order is subject to the Terms in force from 15.07.2025.',
      'We activate access to the system once the payment is booked.',
      'You may withdraw from the contract within 14 days; this right ends when the subscription is activated.',
      'Complaints are handled within 14 days.',
    ],
    termsLink: 'Terms',
    next: 'What happens next? We will contact you with the payment details and to arrange the start of the system.',
    nextPaid:
      "What happens next? Once your payment is booked, we set up your club's system and send the administrator named in the order the details for the first sign-in.",
    proforma: (number: string, due: string) =>
      `The pro forma invoice ${number} is attached: it carries the bank transfer details. Please pay by ${due}, quoting ${number} in the transfer title.`,
    transfer: 'Bank transfer details',
    recipient: 'Recipient',
    account: 'Account number (IBAN)',
    amount: 'Amount',
    title: 'Transfer title',
    qr: 'Transfer QR code: scan it in a Polish banking app and the transfer fills itself in.',
    qrAlt: 'Transfer QR code',
  },
});

export function orderConfirmation(data: OrderConfirmationData, context: MailContext): RenderedTemplate {
  const { language } = context;
  const t = confirmationTexts[language];
  const euro = data.shown?.currency === 'EUR' ? data.shown : null;
  // The English site showed euros: the same euro figures first, the binding PLN amount beside them.
  const money = (amount: number, key: 'net' | 'vat' | 'gross') =>
    euro
      ? `€${formatNumber(euro[key], 'en-GB', 2)} (${formatPlnIn(amount, language)}) ${t.perPeriod[data.period]}`
      : `${formatPlnIn(amount, language)} ${t.perPeriod[data.period]}`;
  const address = data.company
    ? [data.company.street, [data.company.postalCode, data.company.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : null;
  return visitorMail(
    context,
    {
      subject: subjectWithNumber(t.subject, data.proforma?.number),
      preview: `${t.subject}: ${planName(data.plan, language)}`,
      name: data.name,
    },
    <>
      <Text style={text}>{t.intro}</Text>
      <Subheading>{t.summary}</Subheading>
      <Summary>
        <Field label={t.number} value={data.proforma?.number} />
        <Field label={t.plan} value={planName(data.plan, language)} />
        <Field label={t.period} value={t.periods[data.period]} />
        <Field label={t.modules} value={moduleList(data.modules, language)} />
        <Field label={t.net} value={money(data.net, 'net')} />
        <Field label={t.vat} value={money(data.vat, 'vat')} />
        <Field label={t.gross} value={money(data.gross, 'gross')} />
      </Summary>
      <Subheading>{t.club}</Subheading>
      <Summary>
        <Field label={t.clubName} value={data.clubName} />
        <Field label={t.address} value={address} />
        <Field label="NIP" value={data.company?.nip} />
        <Field label="REGON" value={data.company?.regon} />
        <Field label={t.contact} value={`${data.name}, ${data.email}, ${data.phone}`} />
      </Summary>
      <Subheading>{t.terms}</Subheading>
      {t.termsText.map((line) => (
        <Text key={line} style={text}>
          {line}
        </Text>
      ))}
      <Text style={text}>
        <Link href={context.pageUrl('/regulamin')}>{t.termsLink}</Link>
      </Text>
      {data.proforma ? (
        <Text style={text}>{t.proforma(data.proforma.number, formatDay(data.proforma.dueDate))}</Text>
      ) : null}
      {data.transfer ? (
        <>
          <Subheading>{t.transfer}</Subheading>
          <Summary>
            <Field label={t.recipient} value={data.transfer.recipient} />
            <Field label={t.account} value={data.transfer.account} />
            <Field
              label={t.amount}
              value={
                data.transfer.currency === 'EUR'
                  ? `€${data.transfer.amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
                  : formatPlnIn(data.transfer.amount, language)
              }
            />
            <Field label={t.title} value={data.transfer.title} />
          </Summary>
          {data.transfer.qrCid ? (
            <>
              <Text style={text}>{t.qr}</Text>
              <Img src={`cid:${data.transfer.qrCid}`} alt={t.qrAlt} width="180" height="180" />
            </>
          ) : null}
        </>
      ) : null}
      <Text style={text}>{data.proforma ? t.nextPaid : t.next}</Text>
    </>,
  );
}

// ---------------------------------------------------------------- status

export type OrderStatusData = {
  orderId: string;
  /** The pro forma number, the order's number for people; absent in messages queued before it was sent. */
  orderNumber?: string | null;
  name: string;
  plan: string;
  status: 'processing' | 'completed';
};

const statusTexts = defineMailMessages({
  pl: {
    processing: {
      subject: 'Realizujemy Twoje zamówienie',
      body: 'Rozpoczęliśmy realizację Twojego zamówienia. Damy znać, gdy system będzie gotowy.',
    },
    completed: {
      subject: 'Zamówienie zrealizowane',
      body: 'Twoje zamówienie zostało zrealizowane. Dziękujemy za zaufanie!',
    },
    plan: 'Pakiet',
    number: 'Numer zamówienia',
  },
  en: {
    processing: {
      subject: 'We are processing your order',
      body: 'We have started processing your order. We will let you know when the system is ready.',
    },
    completed: {
      subject: 'Your order is completed',
      body: 'Your order has been completed. Thank you for your trust!',
    },
    plan: 'Plan',
    number: 'Order number',
  },
});

export function orderStatus(data: OrderStatusData, context: MailContext): RenderedTemplate {
  const { language } = context;
  const t = statusTexts[language];
  return visitorMail(
    context,
    { subject: subjectWithNumber(t[data.status].subject, data.orderNumber), name: data.name },
    <>
      <Text style={text}>{t[data.status].body}</Text>
      <Field label={t.number} value={data.orderNumber} />
      <Field label={t.plan} value={planName(data.plan, language)} />
    </>,
  );
}

// ---------------------------------------------------------------- payment booked

export type OrderPaymentConfirmationData = {
  orderId: string;
  name: string;
  clubName: string;
  proformaNumber: string | null;
  amount: number;
  /** YYYY-MM-DD, the bank's booking date. */
  bookedOn: string;
};

const paymentTexts = defineMailMessages({
  pl: {
    subject: 'Potwierdzenie płatności',
    intro: 'Zaksięgowaliśmy Twoją wpłatę. Dziękujemy!',
    proforma: 'Numer zamówienia',
    amount: 'Kwota',
    bookedOn: 'Data księgowania',
    next: 'Co dalej? Przygotowujemy system Twojego klubu; dane dostępowe otrzyma wskazany w zamówieniu administrator. Fakturę VAT prześlemy osobno.',
  },
  en: {
    subject: 'Payment confirmation',
    intro: 'we have booked your payment. Thank you!',
    proforma: 'Order number',
    amount: 'Amount',
    bookedOn: 'Booking date',
    next: "What happens next? We are setting up your club's system; the administrator named in the order will receive the access details. The VAT invoice follows separately.",
  },
});

export function orderPaymentConfirmation(
  data: OrderPaymentConfirmationData,
  context: MailContext,
): RenderedTemplate {
  const { language } = context;
  const t = paymentTexts[language];
  return visitorMail(
    context,
    { subject: subjectWithNumber(t.subject, data.proformaNumber), name: data.name, lead: t.intro },
    <>
      <Summary>
        <Field label={t.proforma} value={data.proformaNumber} />
        <Field label={common[language].club} value={data.clubName} />
        <Field label={t.amount} value={formatPlnIn(data.amount, language)} />
        <Field label={t.bookedOn} value={formatDay(data.bookedOn)} />
      </Summary>
      <Text style={text}>{t.next}</Text>
    </>,
  );
}
