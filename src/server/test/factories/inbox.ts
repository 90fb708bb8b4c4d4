import type { InboxKind } from '@shared/inbox';
import type { Database } from '../../db/client';
import { betaSignups, bugReports, contacts, demoBookings, orders } from '../../db/schema/index';
import { unique } from './visitors';

/**
 * Inbox records inserted straight into the database, unique per call. `token` lands in a searchable field
 * (name or title) so a test can find exactly its own rows with ?q=; anything else overrides a column.
 */
export type InboxSeed = {
  token?: string;
  status?: string;
  adminNotes?: string | null;
  createdAt?: Date;
  [column: string]: unknown;
};

function split(seed: InboxSeed) {
  const { token, source, ...columns } = seed;
  // The lists' 'source' filter names the lead's channel (source_channel); an object is the source itself.
  if (typeof source === 'string') columns.sourceChannel = source;
  else if (source !== undefined) columns.source = source;
  const n = unique();
  return { n, label: token ? `${token} ${n}` : n, columns };
}

export async function insertContact(db: Database, seed: InboxSeed = {}) {
  const { n, label, columns } = split(seed);
  const [row] = await db
    .insert(contacts)
    .values({
      name: `Jan Kowalski ${label}`,
      email: `jan.kowalski.${n}@example.pl`,
      subject: 'Pytanie o cennik',
      message: 'Dzień dobry, ile kosztuje plan dla klubu z 80 członkami?',
      ...columns,
    })
    .returning({ id: contacts.id });
  return row!;
}

export async function insertDemoBooking(db: Database, seed: InboxSeed = {}) {
  const { n, label, columns } = split(seed);
  const [row] = await db
    .insert(demoBookings)
    .values({
      name: `Anna Nowak ${label}`,
      email: `anna.nowak.${n}@example.pl`,
      phone: '+48 600 100 200',
      clubName: 'KS Orzeł Kraków',
      preferredDate: '15.07.2026 10:00',
      selectedSlot: new Date('2026-07-15T08:00:00Z'),
      ...columns,
    })
    .returning({ id: demoBookings.id });
  return row!;
}

export async function insertOrder(db: Database, seed: InboxSeed = {}) {
  const { n, label, columns } = split(seed);
  const [row] = await db
    .insert(orders)
    .values({
      form: 'full',
      name: `Piotr Wiśniewski ${label}`,
      email: `piotr.${n}@example.pl`,
      phone: '+48 601 200 300',
      clubName: 'Bractwo Kurkowe Poznań',
      street: 'ul. Strzelecka 5',
      postalCode: '60-001',
      city: 'Poznań',
      memberCount: 120,
      plan: 'medium',
      paymentMode: 'yearly',
      moduleCatalogue: 'landing',
      selectedModules: ['skladki', 'rejestr'],
      authorizedPersons: [{ firstName: 'Piotr', lastName: 'Wiśniewski', position: 'Prezes Zarządu' }],
      adminUser: { firstName: 'Ewa', lastName: 'Zielińska', email: `ewa.${n}@example.pl` },
      adminPeselEncrypted: 'ciphertext-of-the-pesel',
      totalNetPln: 2604,
      ...columns,
    })
    .returning({ id: orders.id });
  return row!;
}

export async function insertBetaSignup(db: Database, seed: InboxSeed = {}) {
  const { n, label, columns } = split(seed);
  const [row] = await db
    .insert(betaSignups)
    .values({
      name: `Marek Lewandowski ${label}`,
      email: `marek.${n}@example.pl`,
      phone: '+48 602 300 400',
      clubName: 'LOK Gdańsk',
      clubSize: '51-100',
      ...columns,
    })
    .returning({ id: betaSignups.id });
  return row!;
}

export async function insertBugReport(db: Database, seed: InboxSeed = {}) {
  const { label, columns } = split(seed);
  const [row] = await db
    .insert(bugReports)
    .values({
      title: `Nie działa eksport PDF ${label}`,
      description: 'Po kliknięciu „Eksportuj” nic się nie dzieje.',
      category: 'zaświadczenia',
      type: 'bug',
      priority: 'medium',
      reporterName: 'Tomasz Wójcik',
      reporterEmail: 'tomasz@klub.example.pl',
      reproductionSteps: '1. Otwórz zaświadczenia 2. Kliknij Eksportuj',
      expectedBehavior: 'Pobiera się plik PDF',
      actualBehavior: 'Nic się nie dzieje',
      ...columns,
    })
    .returning({ id: bugReports.id });
  return row!;
}

export const inboxFactories: Record<InboxKind, (db: Database, seed?: InboxSeed) => Promise<{ id: string }>> =
  {
    contacts: insertContact,
    'demo-bookings': insertDemoBooking,
    orders: insertOrder,
    'beta-signups': insertBetaSignup,
    'bug-reports': insertBugReport,
  };
