import { Heading, Link, Section, Text } from '@react-email/components';
import { Field, heading, Layout, quote, text } from './layout';
import { defineMailMessages, formatDateTimeWithZone, formatPln, type MailContext } from './context';
import { moduleName, planName } from './modules';
import { ManageLink, MeetingLink } from './demo-manage';
import type { RenderedTemplate } from './types';
import type { Language } from '@shared/language';

/* Messages to the visitor, in the language they used; everything they typed is escaped by React. */

const common = defineMailMessages({
  pl: {
    hello: (name: string) => `Dzień dobry, ${name}!`,
    regards: 'Pozdrawiamy',
    reference: 'Numer zgłoszenia',
  },
  en: { hello: (name: string) => `Hello ${name},`, regards: 'Kind regards', reference: 'Reference' },
});

function Signature({ context }: { context: MailContext }) {
  return (
    <Text style={text}>
      {common[context.language].regards},
      <br />
      {context.company.name}
    </Text>
  );
}

// ---------------------------------------------------------------- contact

export type ContactConfirmationData = { contactId: string; name: string; subject: string; message: string };

const contactTexts = defineMailMessages({
  pl: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    intro:
      'dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe, zwykle w ciągu jednego dnia roboczego.',
    yours: 'Twoja wiadomość',
    topic: 'Temat',
  },
  en: {
    subject: 'We received your message',
    intro: 'Thank you for your message. We will reply as soon as we can, usually within one business day.',
    yours: 'Your message',
    topic: 'Subject',
  },
});

export function contactConfirmation(data: ContactConfirmationData, context: MailContext): RenderedTemplate {
  const t = contactTexts[context.language];
  return {
    subject: t.subject,
    element: (
      <Layout context={context} preview={t.subject}>
        <Heading style={heading}>{t.subject}</Heading>
        <Text style={text}>{common[context.language].hello(data.name)}</Text>
        <Text style={text}>{t.intro}</Text>
        <Text style={text}>
          <strong>{t.yours}</strong> ({t.topic}: {data.subject})
        </Text>
        <Text style={quote}>{data.message}</Text>
        <Signature context={context} />
      </Layout>
    ),
  };
}

// ---------------------------------------------------------------- demo booking

export type DemoBookingConfirmationData = {
  bookingId: string;
  name: string;
  clubName: string | null;
  /** The slot's start, ISO 8601. */
  start: string;
  /** The visitor's own link to reschedule or cancel (/prezentacja/<token>). */
  manageUrl?: string;
  /** The online meeting's address, once the operator set it (issue 16). */
  meetingUrl?: string | null;
};

const demoTexts = defineMailMessages({
  pl: {
    subject: 'Potwierdzenie rezerwacji prezentacji',
    intro: 'Dziękujemy za rezerwację prezentacji systemu. Oto szczegóły:',
    when: 'Termin',
    duration: 'Czas trwania',
    minutes: '60 minut',
    club: 'Klub',
    next: 'Co dalej? Skontaktujemy się z Tobą przed prezentacją, aby potwierdzić termin i przesłać link do spotkania online. Zaproszenie do kalendarza jest w załączniku.',
    title: 'Prezentacja systemu',
  },
  en: {
    subject: 'Your demo booking',
    intro: 'Thank you for booking a presentation of the system. Here are the details:',
    when: 'Date and time',
    duration: 'Duration',
    minutes: '60 minutes',
    club: 'Club',
    next: 'What happens next? We will contact you before the presentation to confirm the date and send a link to the online meeting. A calendar invitation is attached.',
    title: 'System presentation',
  },
});

const invitationTexts = defineMailMessages({
  pl: {
    description:
      'Prezentacja systemu do zarządzania klubem strzeleckim. Link do spotkania prześlemy przed prezentacją.',
    filename: 'zaproszenie.ics',
  },
  en: {
    description:
      'A presentation of the shooting club management system. We will send the meeting link before it.',
    filename: 'invitation.ics',
  },
});

/** The calendar event's texts in the visitor's language. */
export const demoInvitationDetails = (language: Language, companyName: string) => ({
  title: `${demoTexts[language].title} – ${companyName}`,
  description: invitationTexts[language].description,
  filename: invitationTexts[language].filename,
});

export function demoBookingConfirmation(
  data: DemoBookingConfirmationData,
  context: MailContext,
): RenderedTemplate {
  const t = demoTexts[context.language];
  const when = formatDateTimeWithZone(new Date(data.start), context.language, context.timeZone);
  return {
    subject: t.subject,
    element: (
      <Layout context={context} preview={`${t.subject}: ${when}`}>
        <Heading style={heading}>{t.subject}</Heading>
        <Text style={text}>{common[context.language].hello(data.name)}</Text>
        <Text style={text}>{t.intro}</Text>
        <Section>
          <Field label={t.when} value={when} />
          <Field label={t.duration} value={t.minutes} />
          <Field label={t.club} value={data.clubName} />
        </Section>
        <Text style={text}>{t.next}</Text>
        <MeetingLink url={data.meetingUrl} context={context} />
        {data.manageUrl ? <ManageLink url={data.manageUrl} context={context} /> : null}
        <Signature context={context} />
      </Layout>
    ),
  };
}

export type DemoBookingStatusData = DemoBookingConfirmationData & { status: 'confirmed' | 'cancelled' };

const demoStatusTexts = defineMailMessages({
  pl: {
    confirmed: {
      subject: 'Prezentacja potwierdzona',
      body: 'Potwierdzamy termin prezentacji systemu. Do zobaczenia!',
    },
    cancelled: {
      subject: 'Prezentacja odwołana',
      body: 'Niestety prezentacja w tym terminie została odwołana. Jeśli chcesz, zarezerwuj inny termin na naszej stronie.',
    },
    when: 'Termin',
  },
  en: {
    confirmed: {
      subject: 'Your demo is confirmed',
      body: 'We confirm the date of your presentation of the system. See you then!',
    },
    cancelled: {
      subject: 'Your demo is cancelled',
      body: 'Unfortunately the presentation at this time has been cancelled. If you wish, book another time on our website.',
    },
    when: 'Date and time',
  },
});

export function demoBookingStatus(data: DemoBookingStatusData, context: MailContext): RenderedTemplate {
  const t = demoStatusTexts[context.language];
  const when = formatDateTimeWithZone(new Date(data.start), context.language, context.timeZone);
  return {
    subject: t[data.status].subject,
    element: (
      <Layout context={context} preview={t[data.status].subject}>
        <Heading style={heading}>{t[data.status].subject}</Heading>
        <Text style={text}>{common[context.language].hello(data.name)}</Text>
        <Text style={text}>{t[data.status].body}</Text>
        <Field label={t.when} value={when} />
        {data.status === 'confirmed' ? <MeetingLink url={data.meetingUrl} context={context} /> : null}
        {data.status === 'cancelled' ? (
          <Text style={text}>
            <Link href={context.siteUrl}>{context.siteUrl}</Link>
          </Text>
        ) : null}
        <Signature context={context} />
      </Layout>
    ),
  };
}

// ---------------------------------------------------------------- order

export type OrderConfirmationData = {
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
};

const orderTexts = defineMailMessages({
  pl: {
    subject: 'Potwierdzenie zamówienia',
    intro: 'Dziękujemy za zamówienie. Poniżej jego podsumowanie.',
    summary: 'Podsumowanie',
    plan: 'Pakiet',
    period: 'Okres rozliczeniowy',
    periods: { monthly: 'miesięczny', yearly: 'roczny' },
    modules: 'Moduły dodatkowe',
    none: 'brak',
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
    proforma: (number: string, due: string) =>
      `W załączniku przesyłamy fakturę pro forma ${number}. Prosimy o przelew do ${due}, w tytule podając numer pro formy.`,
  },
  en: {
    subject: 'Your order confirmation',
    intro: 'Thank you for your order. Here is its summary.',
    summary: 'Summary',
    plan: 'Plan',
    period: 'Billing period',
    periods: { monthly: 'monthly', yearly: 'yearly' },
    modules: 'Add-on modules',
    none: 'none',
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
    proforma: (number: string, due: string) =>
      `The pro forma invoice ${number} is attached. Please pay by bank transfer by ${due}, quoting its number in the transfer title.`,
  },
});

export function orderConfirmation(data: OrderConfirmationData, context: MailContext): RenderedTemplate {
  const { language } = context;
  const t = orderTexts[language];
  const euro = data.shown?.currency === 'EUR' ? data.shown : null;
  // The English site showed euros: the same euro figures first, the binding PLN amount beside them.
  const money = (amount: number, key: 'net' | 'vat' | 'gross') =>
    euro
      ? `€${euro[key].toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} (${formatPln(amount, language)}) ${t.perPeriod[data.period]}`
      : `${formatPln(amount, language)} ${t.perPeriod[data.period]}`;
  const address = data.company
    ? [data.company.street, [data.company.postalCode, data.company.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : null;
  return {
    subject: t.subject,
    element: (
      <Layout context={context} preview={`${t.subject}: ${planName(data.plan, language)}`}>
        <Heading style={heading}>{t.subject}</Heading>
        <Text style={text}>{common[language].hello(data.name)}</Text>
        <Text style={text}>{t.intro}</Text>
        <Text style={text}>
          <strong>{t.summary}</strong>
        </Text>
        <Section>
          <Field label={common[language].reference} value={data.orderId} />
          <Field label={t.plan} value={planName(data.plan, language)} />
          <Field label={t.period} value={t.periods[data.period]} />
          <Field
            label={t.modules}
            value={
              data.modules.length ? data.modules.map((id) => moduleName(id, language)).join(', ') : t.none
            }
          />
          <Field label={t.net} value={money(data.net, 'net')} />
          <Field label={t.vat} value={money(data.vat, 'vat')} />
          <Field label={t.gross} value={money(data.gross, 'gross')} />
        </Section>
        <Text style={text}>
          <strong>{t.club}</strong>
        </Text>
        <Section>
          <Field label={t.clubName} value={data.clubName} />
          <Field label={t.address} value={address} />
          <Field label="NIP" value={data.company?.nip} />
          <Field label="REGON" value={data.company?.regon} />
          <Field label={t.contact} value={`${data.name}, ${data.email}, ${data.phone}`} />
        </Section>
        <Text style={text}>
          <strong>{t.terms}</strong>
        </Text>
        {t.termsText.map((line) => (
          <Text key={line} style={text}>
            {line}
          </Text>
        ))}
        <Text style={text}>
          <Link href={`${context.siteUrl}/regulamin`}>{t.termsLink}</Link>
        </Text>
        {data.proforma ? (
          <Text style={text}>{t.proforma(data.proforma.number, data.proforma.dueDate)}</Text>
        ) : null}
        <Text style={text}>{t.next}</Text>
        <Signature context={context} />
      </Layout>
    ),
  };
}

export type OrderStatusData = {
  orderId: string;
  name: string;
  plan: string;
  status: 'processing' | 'completed';
};

const orderStatusTexts = defineMailMessages({
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
  },
});

export function orderStatus(data: OrderStatusData, context: MailContext): RenderedTemplate {
  const t = orderStatusTexts[context.language];
  return {
    subject: t[data.status].subject,
    element: (
      <Layout context={context} preview={t[data.status].subject}>
        <Heading style={heading}>{t[data.status].subject}</Heading>
        <Text style={text}>{common[context.language].hello(data.name)}</Text>
        <Text style={text}>{t[data.status].body}</Text>
        <Field label={common[context.language].reference} value={data.orderId} />
        <Field label={t.plan} value={planName(data.plan, context.language)} />
        <Signature context={context} />
      </Layout>
    ),
  };
}

// ---------------------------------------------------------------- beta

export type BetaSignupConfirmationData = { signupId: string; name: string; clubName: string };

const betaTexts = defineMailMessages({
  pl: {
    subject: 'Dziękujemy za zgłoszenie do programu beta',
    intro: (club: string) =>
      `Dziękujemy za zgłoszenie klubu ${club} do programu beta. Skontaktujemy się z Tobą, aby ustalić szczegóły i przekazać dostęp.`,
  },
  en: {
    subject: 'Thank you for joining the beta programme',
    intro: (club: string) =>
      `Thank you for signing up ${club} for the beta programme. We will contact you to agree the details and give you access.`,
  },
});

export function betaSignupConfirmation(
  data: BetaSignupConfirmationData,
  context: MailContext,
): RenderedTemplate {
  const t = betaTexts[context.language];
  return {
    subject: t.subject,
    element: (
      <Layout context={context} preview={t.subject}>
        <Heading style={heading}>{t.subject}</Heading>
        <Text style={text}>{common[context.language].hello(data.name)}</Text>
        <Text style={text}>{t.intro(data.clubName)}</Text>
        <Signature context={context} />
      </Layout>
    ),
  };
}

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
    intro: 'zaksięgowaliśmy Twoją wpłatę. Dziękujemy!',
    proforma: 'Pro forma',
    amount: 'Kwota',
    bookedOn: 'Data księgowania',
    club: 'Klub',
    next: 'Co dalej? Przygotowujemy system Twojego klubu; dane dostępowe otrzyma wskazany w zamówieniu administrator. Fakturę VAT prześlemy osobno.',
  },
  en: {
    subject: 'Payment confirmation',
    intro: 'we have booked your payment. Thank you!',
    proforma: 'Pro forma',
    amount: 'Amount',
    bookedOn: 'Booking date',
    club: 'Club',
    next: "What happens next? We are setting up your club's system; the administrator named in the order will receive the access details. The VAT invoice follows separately.",
  },
});

export function orderPaymentConfirmation(
  data: OrderPaymentConfirmationData,
  context: MailContext,
): RenderedTemplate {
  const { language } = context;
  const t = paymentTexts[language];
  return {
    subject: t.subject,
    element: (
      <Layout context={context} preview={t.subject}>
        <Heading style={heading}>{t.subject}</Heading>
        <Text style={text}>
          {common[language].hello(data.name)} {t.intro}
        </Text>
        <Section>
          <Field label={common[language].reference} value={data.orderId} />
          <Field label={t.proforma} value={data.proformaNumber} />
          <Field label={t.club} value={data.clubName} />
          <Field label={t.amount} value={formatPln(data.amount, language)} />
          <Field label={t.bookedOn} value={data.bookedOn} />
        </Section>
        <Text style={text}>{t.next}</Text>
        <Signature context={context} />
      </Layout>
    ),
  };
}
