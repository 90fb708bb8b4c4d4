import {
  BUG_REPORT_PRIORITY_OPTIONS,
  BUG_REPORT_TYPE_OPTIONS,
  optionLabel,
  ORDER_PLAN_LABELS,
  PAYMENT_MODE_LABELS,
  statusLabel,
  type InboxKind,
} from '@shared/inbox';
import { eq, or, sql } from 'drizzle-orm';
import { VAT_RATE } from '@shared/pricing/catalogue';
import { describeSource, type LeadSource } from '@shared/analytics';
import { NO_SHOW_LABEL } from '@shared/contracts/demo-manage';
import { betaSignups, bugReports, contacts, demoBookings, orders } from '../../db/schema/index';
import { defineInboxKind, type CsvColumn, type InboxTable } from '../../inbox/definition';

/**
 * The five inbox kinds (product §3): which table, what a record returns, what the export holds. Everything
 * else — list, filters, paging, status and notes, audit trail, bulk change, CSV — is the generic lifecycle
 * of server/inbox. A sixth kind is one more definition here and one line in INBOX_DEFINITIONS.
 */

/** The fields every inbox table shares, in the shape the item schemas expect. */
const lifecycleColumns = (table: InboxTable) => ({
  id: table.id,
  status: table.status,
  adminNotes: table.adminNotes,
  processedAt: table.processedAt,
  createdAt: table.createdAt,
});

type Lifecycle = { status: string; adminNotes: string | null; processedAt: string | null; createdAt: string };

const createdColumn = <T extends Lifecycle>(): CsvColumn<T> => ({
  header: 'Utworzono',
  value: (item, format) => format.dateTime(item.createdAt),
});

const lifecycleCsv = <T extends Lifecycle>(kind: InboxKind): CsvColumn<T>[] => [
  { header: 'Status', value: (item) => statusLabel(kind, item.status) },
  { header: 'Notatki', value: (item) => item.adminNotes },
  { header: 'Przetworzono', value: (item, format) => format.dateTime(item.processedAt) },
];

/** A lead's source: the record's columns and its CSV column ('Źródło'). */
const leadSourceColumns = (
  table: typeof contacts | typeof demoBookings | typeof orders | typeof betaSignups,
) => ({
  source: table.source,
  sourceChannel: table.sourceChannel,
});
const sourceCsv = <T extends { source: LeadSource | null }>(): CsvColumn<T> => ({
  header: 'Źródło',
  value: (item) => describeSource(item.source),
});

type ContactPerson = { name: string; email: string; phone: string | null };

/** Who wrote, booked, ordered or signed up: the same three columns in every kind that has a person. */
const contactPersonCsv = <T extends ContactPerson>(): CsvColumn<T>[] => [
  { header: 'Imię i nazwisko', value: (item) => item.name },
  { header: 'Email', value: (item) => item.email },
  { header: 'Telefon', value: (item) => item.phone },
];

export const contactsKind = defineInboxKind({
  kind: 'contacts',
  table: contacts,
  columns: {
    ...lifecycleColumns(contacts),
    name: contacts.name,
    email: contacts.email,
    phone: contacts.phone,
    subject: contacts.subject,
    message: contacts.message,
    ...leadSourceColumns(contacts),
  },
  filterColumns: { source: contacts.sourceChannel },
  csv: [
    createdColumn(),
    ...contactPersonCsv(),
    { header: 'Temat', value: (item) => item.subject },
    { header: 'Wiadomość', value: (item) => item.message },
    sourceCsv(),
    ...lifecycleCsv('contacts'),
  ],
});

export const demoBookingsKind = defineInboxKind({
  kind: 'demo-bookings',
  table: demoBookings,
  columns: {
    ...lifecycleColumns(demoBookings),
    name: demoBookings.name,
    email: demoBookings.email,
    phone: demoBookings.phone,
    clubName: demoBookings.clubName,
    preferredDate: demoBookings.preferredDate,
    selectedSlot: demoBookings.selectedSlot,
    language: demoBookings.language,
    visitorTimeZone: demoBookings.visitorTimeZone,
    slotDeletedAt: demoBookings.slotDeletedAt,
    meetingUrl: demoBookings.meetingUrl,
    memberCount: demoBookings.memberCount,
    followUpOff: demoBookings.followUpOff,
    followUpSentAt: demoBookings.followUpSentAt,
    noShowAt: demoBookings.noShowAt,
    ...leadSourceColumns(demoBookings),
  },
  // 'Dziś', 'Nadchodzące', 'Minione' by the meeting's time, which also orders the list.
  filterColumns: { when: demoBookings.selectedSlot, source: demoBookings.sourceChannel },
  csv: [
    createdColumn(),
    { header: 'Termin', value: (item, format) => format.dateTime(item.selectedSlot) },
    ...contactPersonCsv(),
    { header: 'Klub', value: (item) => item.clubName },
    { header: 'Język', value: (item) => item.language },
    { header: 'Link do spotkania', value: (item) => item.meetingUrl },
    { header: 'Liczba członków', value: (item) => item.memberCount },
    sourceCsv(),
    ...lifecycleCsv('demo-bookings'),
    // A flag beside the status: when it was marked, empty when the visitor came (or it is not known yet).
    { header: NO_SHOW_LABEL, value: (item, format) => format.dateTime(item.noShowAt) },
  ],
});

export const ordersKind = defineInboxKind({
  kind: 'orders',
  table: orders,
  // Deliberately not adminPeselEncrypted nor adminIdDocumentEncrypted: the first administrator's identity
  // never leaves the server through the inbox (the privacy endpoints show it masked).
  columns: {
    ...lifecycleColumns(orders),
    form: orders.form,
    name: orders.name,
    email: orders.email,
    phone: orders.phone,
    clubName: orders.clubName,
    street: orders.street,
    postalCode: orders.postalCode,
    city: orders.city,
    nip: orders.nip,
    regon: orders.regon,
    country: orders.country,
    euVatId: orders.euVatId,
    memberCount: orders.memberCount,
    plan: orders.plan,
    paymentMode: orders.paymentMode,
    moduleCatalogue: orders.moduleCatalogue,
    selectedModules: orders.selectedModules,
    authorizedPersons: orders.authorizedPersons,
    adminUser: orders.adminUser,
    totalNetPln: orders.totalNetPln,
    language: orders.language,
    proformaNumber: orders.proformaNumber,
    proformaIssuedAt: orders.proformaIssuedAt,
    paidAmountPln: orders.paidAmountPln,
    paidOn: orders.paidOn,
    ...leadSourceColumns(orders),
  },
  filterColumns: { source: orders.sourceChannel },
  // The net total, the gross the pro forma asks for (VAT on the net total, to the grosz, as the calculator
  // rounds it), or the transfer booked.
  amountSearch: (amount) =>
    or(
      eq(orders.totalNetPln, amount),
      sql`${orders.totalNetPln} + round(${orders.totalNetPln} * ${VAT_RATE}, 2) = ${amount}`,
      eq(orders.paidAmountPln, amount),
    )!,
  csv: [
    createdColumn(),
    ...contactPersonCsv(),
    { header: 'Klub', value: (item) => item.clubName },
    { header: 'Plan', value: (item) => ORDER_PLAN_LABELS[item.plan] ?? item.plan },
    {
      header: 'Okres rozliczeniowy',
      value: (item) => PAYMENT_MODE_LABELS[item.paymentMode] ?? item.paymentMode,
    },
    { header: 'Moduły', value: (item) => item.selectedModules.join(', ') },
    { header: 'Liczba członków', value: (item) => item.memberCount },
    { header: 'Suma netto (zł)', value: (item) => item.totalNetPln },
    { header: 'Ulica', value: (item) => item.street },
    { header: 'Kod pocztowy', value: (item) => item.postalCode },
    { header: 'Miasto', value: (item) => item.city },
    { header: 'NIP', value: (item) => item.nip },
    { header: 'REGON', value: (item) => item.regon },
    sourceCsv(),
    ...lifecycleCsv('orders'),
  ],
});

export const betaSignupsKind = defineInboxKind({
  kind: 'beta-signups',
  table: betaSignups,
  columns: {
    ...lifecycleColumns(betaSignups),
    name: betaSignups.name,
    email: betaSignups.email,
    phone: betaSignups.phone,
    clubName: betaSignups.clubName,
    clubSize: betaSignups.clubSize,
    ...leadSourceColumns(betaSignups),
  },
  filterColumns: { source: betaSignups.sourceChannel },
  csv: [
    createdColumn(),
    ...contactPersonCsv(),
    { header: 'Klub', value: (item) => item.clubName },
    { header: 'Wielkość klubu', value: (item) => item.clubSize },
    sourceCsv(),
    ...lifecycleCsv('beta-signups'),
  ],
});

export const bugReportsKind = defineInboxKind({
  kind: 'bug-reports',
  table: bugReports,
  columns: {
    ...lifecycleColumns(bugReports),
    tenantId: bugReports.tenantId,
    title: bugReports.title,
    description: bugReports.description,
    category: bugReports.category,
    type: bugReports.type,
    priority: bugReports.priority,
    reporterName: bugReports.reporterName,
    reporterEmail: bugReports.reporterEmail,
    reproductionSteps: bugReports.reproductionSteps,
    expectedBehavior: bugReports.expectedBehavior,
    actualBehavior: bugReports.actualBehavior,
  },
  filterColumns: { type: bugReports.type, priority: bugReports.priority },
  csv: [
    createdColumn(),
    { header: 'Tytuł', value: (item) => item.title },
    { header: 'Typ', value: (item) => optionLabel(BUG_REPORT_TYPE_OPTIONS, item.type) },
    { header: 'Priorytet', value: (item) => optionLabel(BUG_REPORT_PRIORITY_OPTIONS, item.priority) },
    { header: 'Kategoria', value: (item) => item.category },
    { header: 'Zgłaszający', value: (item) => item.reporterName },
    { header: 'Email zgłaszającego', value: (item) => item.reporterEmail },
    { header: 'Opis', value: (item) => item.description },
    { header: 'Kroki do odtworzenia', value: (item) => item.reproductionSteps },
    { header: 'Oczekiwane zachowanie', value: (item) => item.expectedBehavior },
    { header: 'Rzeczywiste zachowanie', value: (item) => item.actualBehavior },
    ...lifecycleCsv('bug-reports'),
  ],
});

export const INBOX_DEFINITIONS = [
  contactsKind,
  demoBookingsKind,
  ordersKind,
  betaSignupsKind,
  bugReportsKind,
] as const;

export const inboxDefinition = <K extends InboxKind>(kind: K) =>
  INBOX_DEFINITIONS.find((definition) => definition.kind === kind)!;
