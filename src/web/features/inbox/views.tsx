import type { ReactNode } from 'react';
import type { InboxItems } from '@shared/contracts/inbox';
import { describeSource } from '@shared/analytics';
import { ORDER_PLAN_LABELS, type InboxKind } from '@shared/inbox';
import type { RecordPerson } from '@web/components/inbox/record-header';
import { BetaSignupBody, clubSizeLabel } from './kinds/beta-signup-body';
import { BugBadges, BugReportBody, BugTypeIcon } from './kinds/bug-report-body';
import { ContactBody } from './kinds/contact-body';
import { ContactLine } from './kinds/details';
import { DemoBookingBadges, DemoBookingBody, DemoBookingRow } from './kinds/demo-booking-body';
import { OrderBadges, OrderBody, OrderMoney } from './kinds/order-body';

/** The compact row's text: one line, cut with an ellipsis (the whole text is in the opened record). */
const RowText = ({ children }: { children: ReactNode }) => (
  <span className="block min-w-0 truncate text-sm text-slate-700">{children}</span>
);

/**
 * How each kind looks in the back office: its texts (product §2, §8, verbatim where docs/product.md gives them) and its
 * card. The list, filters, dialog, bulk bar, paging and lifecycle tab are generic; a sixth kind is an entry.
 */
export type InboxView<K extends InboxKind> = {
  kind: K;
  title: string;
  loading: string;
  empty: string;
  errorTitle: string;
  searchPlaceholder: string;
  manageTitle: string;
  /** 'Status zaktualizowany' with this description on the kind's own page (product §8). */
  updatedDescription: string;
  lifecycle: { tab: string; empty: string; updated: string };
  recordTitle(item: InboxItems[K]): string;
  subtitle?(item: InboxItems[K]): ReactNode;
  icon?(item: InboxItems[K]): ReactNode;
  badges?(item: InboxItems[K], timeZone: string): ReactNode;
  body(item: InboxItems[K], timeZone: string): ReactNode;
  /**
   * What the record is about, for the compact list's one line (the subject, the club, the meeting time);
   * everything else is in the opened record.
   */
  row(item: InboxItems[K], timeZone: string): ReactNode;
  /** Who the record is about: the record's header and the compact list's e-mail and phone columns. */
  person(item: InboxItems[K]): RecordPerson;
};

const languageOf = (value: string) => (value === 'en' ? 'en' : 'pl');

export const INBOX_VIEWS: { [K in InboxKind]: InboxView<K> } = {
  contacts: {
    kind: 'contacts',
    title: 'Kontakty',
    loading: 'Ładowanie kontaktów...',
    empty: 'Brak kontaktów',
    errorTitle: 'Błąd podczas ładowania kontaktów',
    searchPlaceholder: 'Imię, e-mail, temat lub treść',
    manageTitle: 'Zarządzaj kontaktem',
    updatedDescription: 'Status kontaktu został zmieniony.',
    lifecycle: { tab: 'Kontakty', empty: 'Brak kontaktów', updated: 'Status kontaktu zaktualizowany' },
    recordTitle: (item) => item.name,
    subtitle: (item) => <ContactLine email={item.email} phone={item.phone} />,
    body: (item) => <ContactBody item={item} />,
    row: (item) => <RowText>{item.subject}</RowText>,
    person: (item) => ({ ...item, source: describeSource(item.source) }),
  },
  'demo-bookings': {
    kind: 'demo-bookings',
    title: 'Rezerwacje demo',
    loading: 'Ładowanie rezerwacji demo...',
    empty: 'Brak demo bookings',
    errorTitle: 'Błąd podczas ładowania rezerwacji demo',
    searchPlaceholder: 'Imię, e-mail, telefon lub klub',
    manageTitle: 'Zarządzaj rezerwacją demo',
    updatedDescription: 'Status rezerwacji demo został zmieniony.',
    lifecycle: { tab: 'Demo', empty: 'Brak rezerwacji demo', updated: 'Status demo zaktualizowany' },
    recordTitle: (item) => item.name,
    badges: (item) => <DemoBookingBadges item={item} />,
    subtitle: (item) => <ContactLine email={item.email} phone={item.phone} />,
    body: (item, timeZone) => <DemoBookingBody item={item} timeZone={timeZone} />,
    row: (item, timeZone) => <DemoBookingRow item={item} timeZone={timeZone} />,
    person: (item) => ({ ...item, language: languageOf(item.language), source: describeSource(item.source) }),
  },
  orders: {
    kind: 'orders',
    title: 'Zamówienia',
    loading: 'Ładowanie zamówień...',
    empty: 'Brak zamówień',
    errorTitle: 'Błąd podczas ładowania zamówień',
    searchPlaceholder: 'Imię, e-mail, telefon, klub, miasto lub NIP',
    manageTitle: 'Zarządzaj zamówieniem',
    updatedDescription: 'Status zamówienia został zmieniony.',
    lifecycle: { tab: 'Zamówienia', empty: 'Brak zamówień', updated: 'Status zamówienia zaktualizowany' },
    recordTitle: (item) => item.clubName,
    subtitle: (item) => (
      <span className="flex flex-wrap gap-x-3">
        <span>{item.name}</span>
        <ContactLine email={item.email} phone={item.phone} />
      </span>
    ),
    body: (item) => <OrderBody item={item} />,
    badges: (item, timeZone) => <OrderBadges item={item} timeZone={timeZone} />,
    row: (item) => (
      <RowText>
        {item.name} · {ORDER_PLAN_LABELS[item.plan] ?? item.plan}
        {item.proformaNumber && (
          <span className="ml-2 font-mono text-xs text-slate-600 tabular-nums">{item.proformaNumber}</span>
        )}
        <OrderMoney item={item} />
      </RowText>
    ),
    person: (item) => ({ ...item, language: languageOf(item.language), source: describeSource(item.source) }),
  },
  'beta-signups': {
    kind: 'beta-signups',
    title: 'Testy Beta',
    loading: 'Ładowanie zgłoszeń...',
    empty: 'Brak zgłoszeń do testów beta',
    errorTitle: 'Błąd podczas ładowania zgłoszeń',
    searchPlaceholder: 'Imię, e-mail, telefon lub klub',
    manageTitle: 'Zarządzaj zgłoszeniem beta',
    updatedDescription: 'Status zgłoszenia do testów beta został zmieniony.',
    lifecycle: {
      tab: 'Testy Beta',
      empty: 'Brak zgłoszeń beta',
      updated: 'Status testów beta zaktualizowany',
    },
    recordTitle: (item) => item.name,
    subtitle: (item) => <ContactLine email={item.email} phone={item.phone} />,
    body: (item) => <BetaSignupBody item={item} />,
    row: (item) => (
      <RowText>
        {item.clubName} · {clubSizeLabel(item.clubSize)}
      </RowText>
    ),
    person: (item) => ({ ...item, source: describeSource(item.source) }),
  },
  'bug-reports': {
    kind: 'bug-reports',
    title: 'Raporty błędów',
    loading: 'Ładowanie raportów błędów...',
    empty: 'Brak raportów błędów',
    errorTitle: 'Błąd podczas ładowania raportów błędów',
    searchPlaceholder: 'Tytuł, opis lub kategoria',
    manageTitle: 'Zarządzaj raportem błędu',
    updatedDescription: 'Status raportu błędu został zmieniony.',
    lifecycle: { tab: 'Błędy', empty: 'Brak zgłoszeń błędów', updated: 'Status błędu zaktualizowany' },
    recordTitle: (item) => item.title,
    icon: (item) => <BugTypeIcon type={item.type} />,
    badges: (item) => <BugBadges item={item} />,
    subtitle: (item) => (
      <span className="flex flex-wrap gap-x-3">
        {(item.reporterName || item.reporterEmail) && (
          <span>
            {item.reporterName}
            {item.reporterEmail && (
              <>
                {item.reporterName ? ' · ' : ''}
                <a
                  href={`mailto:${item.reporterEmail}`}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {item.reporterEmail}
                </a>
              </>
            )}
          </span>
        )}
        {item.category && <span>Kategoria: {item.category}</span>}
      </span>
    ),
    body: (item) => <BugReportBody item={item} />,
    row: (item) => (
      <RowText>
        {[item.category, item.reporterName ?? item.reporterEmail].filter(Boolean).join(' · ') || '—'}
      </RowText>
    ),
    person: (item) => ({ name: item.reporterName, email: item.reporterEmail }),
  },
};

/** The view of a kind, typed for the generic list (which handles any kind's records alike). */
export const inboxView = (kind: InboxKind) => INBOX_VIEWS[kind] as unknown as InboxView<InboxKind>;
