import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import { inboxPath } from '@shared/contracts/inbox';
import {
  ERASE_COUNTS_CHANGED,
  PERSON_EMAIL_INVALID,
  type AuditEntry,
  type PersonSearch,
} from '@shared/contracts/privacy';
import { ANONYMISED } from '@shared/privacy';
import { PHONE_INVALID, phoneE164 } from '@shared/validation/phone';
import {
  betaSignups,
  bugReports,
  contacts,
  demoBookings,
  orders,
  outboxMessages,
} from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import {
  insertBetaSignup,
  insertBugReport,
  insertContact,
  insertDemoBooking,
  insertOrder,
} from '../../test/factories/inbox';
import { appWithAdmin } from '../../test/test-app';
import { unique } from '../../test/factories/visitors';
import { IDENTITY_DOCUMENT, publicPayloads } from '../../test/factories/public-forms';
import { storedPhoneE164 } from './repository';

const NOW = '2026-11-24T12:00:00Z';
const clock = createManualClock(NOW);
const { app, admin } = await appWithAdmin({}, { clock });

const ago = (days: number) => new Date(new Date(NOW).getTime() - days * 86_400_000);
const monthsAgo = (months: number) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });
const post = (url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, payload, headers: admin.headers });
/** An e-mail in the outbox, as the mail engine writes it. */
async function insertMessage(values: {
  recipient: string;
  text: string;
  relatedKind?: string;
  relatedId?: string;
}) {
  const [row] = await app.db
    .insert(outboxMessages)
    .values({ subject: 'Temat', html: `<p>${values.text}</p>`, template: 'contact-confirmation', ...values })
    .returning({ id: outboxMessages.id });
  return row!;
}
const messageById = async (id: string) =>
  (await app.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

/** Every text, varchar and JSON column of every table: where does this string still appear? */
type Rows<T> = { rows: T[] };
const query = async <T>(statement: ReturnType<typeof sql>) =>
  (await app.db.execute(statement)) as unknown as Rows<T>;

async function tracesOf(needle: string): Promise<string[]> {
  const columns = await query<{ table_schema: string; table_name: string; column_name: string }>(sql`
    select table_schema, table_name, column_name from information_schema.columns
    where table_schema not in ('pg_catalog', 'information_schema')
      and data_type in ('text', 'character varying', 'json', 'jsonb', 'character')`);
  const found: string[] = [];
  for (const column of columns.rows) {
    const target = sql.raw(`"${column.table_schema}"."${column.table_name}"`);
    const name = sql.raw(`"${column.column_name}"`);
    const result = await query<{ n: number }>(
      sql`select count(*)::int as n from ${target} where lower(${name}::text) like ${'%' + needle.toLowerCase() + '%'}`,
    );
    if (result.rows[0]!.n > 0)
      found.push(`${column.table_schema}.${column.table_name}.${column.column_name}`);
  }
  return found;
}

describe('retention', () => {
  it('anonymises exactly the expired records, keeps the rest and their statistics, clears old PESELs', async () => {
    const t = unique();
    const sealed = app.cipher.encrypt('44051401458');
    const expired = {
      contact: await insertContact(app.db, { token: t, createdAt: monthsAgo(25), status: 'completed' }),
      demo: await insertDemoBooking(app.db, { token: t, createdAt: monthsAgo(25) }),
      beta: await insertBetaSignup(app.db, {
        token: t,
        createdAt: monthsAgo(24),
        processedAt: monthsAgo(24),
      }),
      order: await insertOrder(app.db, { token: t, createdAt: monthsAgo(73), status: 'completed' }),
      bug: await insertBugReport(app.db, { token: t, createdAt: monthsAgo(37) }),
    };
    const kept = {
      contact: await insertContact(app.db, { token: t, createdAt: monthsAgo(23) }),
      // Old, but its status changed 10 months ago: the last change counts.
      touched: await insertContact(app.db, {
        token: t,
        createdAt: monthsAgo(30),
        processedAt: monthsAgo(10),
      }),
      demo: await insertDemoBooking(app.db, { token: t, createdAt: monthsAgo(20) }),
      beta: await insertBetaSignup(app.db, { token: t, createdAt: monthsAgo(23) }),
      order: await insertOrder(app.db, { token: t, createdAt: monthsAgo(71) }),
      bug: await insertBugReport(app.db, { token: t, createdAt: monthsAgo(35) }),
    };
    const pesel = {
      cleared: await insertOrder(app.db, {
        status: 'completed',
        processedAt: ago(31),
        adminPeselEncrypted: sealed,
      }),
      cancelled: await insertOrder(app.db, {
        status: 'cancelled',
        processedAt: ago(40),
        adminPeselEncrypted: sealed,
      }),
      recent: await insertOrder(app.db, {
        status: 'completed',
        processedAt: ago(29),
        adminPeselEncrypted: sealed,
      }),
      open: await insertOrder(app.db, {
        status: 'processing',
        processedAt: ago(90),
        adminPeselEncrypted: sealed,
      }),
    };

    const confirmation = await insertMessage({
      recipient: 'expired@example.pl',
      text: 'Dziękujemy za wiadomość',
      relatedKind: 'contacts',
      relatedId: expired.contact.id,
    });
    const keptMessage = await insertMessage({
      recipient: 'kept@example.pl',
      text: 'Dziękujemy',
      relatedKind: 'contacts',
      relatedId: kept.contact.id,
    });

    const preview = await get('/api/admin/privacy/retention');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().counts).toEqual({
      contacts: 1,
      'demo-bookings': 1,
      orders: 1,
      'beta-signups': 1,
      'bug-reports': 1,
      orderPesel: 2,
    });
    expect(preview.json().total).toBe(7);

    // The daily job, run as the queue would run it, at the (moved) clock's "now".
    await app.jobs.runDue();

    expect((await messageById(confirmation.id)).recipient).toBe(ANONYMISED);
    expect((await messageById(confirmation.id)).text).toBe(ANONYMISED);
    expect((await messageById(keptMessage.id)).recipient).toBe('kept@example.pl');
    const [contact] = await app.db.select().from(contacts).where(eq(contacts.id, expired.contact.id));
    expect(contact).toMatchObject({
      name: ANONYMISED,
      email: ANONYMISED,
      phone: null,
      message: ANONYMISED,
      status: 'completed',
    });
    expect(contact!.anonymizedAt!.toISOString()).toBe(new Date(NOW).toISOString());
    const [demo] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, expired.demo.id));
    expect(demo).toMatchObject({
      name: ANONYMISED,
      email: ANONYMISED,
      phone: null,
      clubName: null,
      preferredDate: '15.07.2026 10:00',
    });
    const [beta] = await app.db.select().from(betaSignups).where(eq(betaSignups.id, expired.beta.id));
    expect(beta).toMatchObject({ name: ANONYMISED, email: ANONYMISED, phone: null, clubSize: '51-100' });
    const [order] = await app.db.select().from(orders).where(eq(orders.id, expired.order.id));
    expect(order).toMatchObject({
      name: ANONYMISED,
      email: ANONYMISED,
      adminUser: null,
      authorizedPersons: [],
      adminPeselEncrypted: null,
      street: null,
      // Statistics and accounting totals stay.
      plan: 'medium',
      totalNetPln: 2604,
      status: 'completed',
      clubName: 'Bractwo Kurkowe Poznań',
    });
    const [bug] = await app.db.select().from(bugReports).where(eq(bugReports.id, expired.bug.id));
    expect(bug).toMatchObject({ reporterName: null, reporterEmail: null, priority: 'medium' });

    for (const [table, id] of [
      [contacts, kept.contact.id],
      [contacts, kept.touched.id],
      [demoBookings, kept.demo.id],
      [betaSignups, kept.beta.id],
      [orders, kept.order.id],
      [bugReports, kept.bug.id],
    ] as const) {
      const [row] = await app.db.select().from(table).where(eq(table.id, id));
      expect(row!.anonymizedAt).toBeNull();
    }
    const peselOf = async (id: string) =>
      (await app.db.select({ p: orders.adminPeselEncrypted }).from(orders).where(eq(orders.id, id)))[0]!.p;
    expect(await peselOf(pesel.cleared.id)).toBeNull();
    expect(await peselOf(pesel.cancelled.id)).toBeNull();
    expect(await peselOf(pesel.recent.id)).toBe(sealed);
    expect(await peselOf(pesel.open.id)).toBe(sealed);
    const [recent] = await app.db.select().from(orders).where(eq(orders.id, pesel.cleared.id));
    expect(recent!.email).not.toBe(ANONYMISED);

    // Nothing left for the next run; a second run is harmless.
    expect((await get('/api/admin/privacy/retention')).json().total).toBe(0);
    await app.jobs.runDue();
    expect((await get('/api/admin/privacy/retention')).json().total).toBe(0);

    // Two days on, the 29-day-old PESEL is due.
    clock.advance(2 * 86_400_000);
    expect((await get('/api/admin/privacy/retention')).json().counts.orderPesel).toBe(1);
    clock.set(NOW);

    const audit = (await get('/api/admin/privacy/audit')).json<AuditEntry[]>();
    const runs = audit.filter((entry) => entry.action === 'retention');
    // One entry: the second run anonymised nothing and logged nothing.
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ actor: 'system', counts: { contacts: 1, outbox: 1, orderPesel: 2 } });
  });
});

describe('a person’s data: search, export, erase', () => {
  it('refuses to erase without an e-mail or a phone number, naming the field (found by the fuzz suite)', async () => {
    const noPerson = await post('/api/admin/privacy/erase', { confirmedCounts: {} });
    expect(noPerson.statusCode).toBe(400);
    expect(noPerson.json().fields).toHaveProperty('email');
    const shortPhone = await post('/api/admin/privacy/erase', { phone: 'NaN', confirmedCounts: {} });
    expect(shortPhone.statusCode).toBe(400);
    expect(shortPhone.json().fields).toHaveProperty('phone');
    const audit = (await get('/api/admin/privacy/audit')).json<AuditEntry[]>();
    expect(audit.filter((entry) => entry.action === 'erase')).toHaveLength(0);
  });

  it('finds every record of a person by e-mail or phone, exports them, and erases them leaving no trace', async () => {
    const u = unique();
    const email = `Zofia.Kowalczyk.${u}@Example.pl`;
    const tail = String(100_000 + Math.floor(Math.random() * 900_000));
    const phone = `+48 698 ${tail.slice(0, 3)} ${tail.slice(3)}`;
    const digits = phone.replace(/\D/g, '').slice(-9);
    const otherEmail = `someone.else.${u}@example.pl`;

    const contact = await insertContact(app.db, {
      email: email.toLowerCase(),
      phone,
      message: `Proszę o kontakt: ${email}`,
    });
    const demo = await insertDemoBooking(app.db, { email, phone: null });
    const order = await insertOrder(app.db, {
      email: otherEmail,
      phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
      adminPeselEncrypted: app.cipher.encrypt('44051401458'),
    });
    const adminOfOrder = await insertOrder(app.db, {
      adminUser: { firstName: 'Zofia', lastName: 'Kowalczyk', email: email.toLowerCase() },
    });
    const beta = await insertBetaSignup(app.db, { email: email.toUpperCase(), phone: digits });
    const bug = await insertBugReport(app.db, {
      reporterEmail: email,
      description: `Proszę odpisać na ${email} albo zadzwonić: ${phone}`,
    });
    const stranger = await insertContact(app.db, { email: `stranger.${u}@example.pl` });
    const toHer = await insertMessage({
      recipient: email.toLowerCase(),
      text: 'Dziękujemy za wiadomość',
      relatedKind: 'contacts',
      relatedId: contact.id,
    });
    const aboutHer = await insertMessage({
      recipient: 'operator@example.pl',
      text: `Nowa wiadomość od ${email}, tel. ${phone}`,
      relatedKind: 'contacts',
      relatedId: contact.id,
    });
    // The operator's notes mention her too, and the status history keeps them.
    const noted = await app.inject({
      method: 'PUT',
      url: `${inboxPath('contacts')}/${contact.id}/status`,
      headers: admin.headers,
      payload: { status: 'in_progress', adminNotes: `Oddzwonić: ${phone}, ${email}` },
    });
    expect(noted.statusCode).toBe(200);

    const query = `email=${encodeURIComponent(email)}&phone=${encodeURIComponent(phone)}`;
    const search = await get(`/api/admin/privacy/search?${query}`);
    expect(search.statusCode).toBe(200);
    const found = search.json<PersonSearch>();
    expect(found.counts).toEqual({
      outbox: 2,
      contacts: 1,
      'demo-bookings': 1,
      orders: 2,
      'beta-signups': 1,
      'bug-reports': 1,
    });
    expect(found.records.map((r) => r.id).sort()).toEqual(
      [contact.id, demo.id, order.id, adminOfOrder.id, beta.id, bug.id, toHer.id, aboutHer.id].sort(),
    );

    const byPhoneOnly = (await get(`/api/admin/privacy/search?phone=${digits}`)).json<PersonSearch>();
    expect(byPhoneOnly.counts).toMatchObject({ contacts: 1, orders: 1, 'beta-signups': 1 });

    const exported = await get(`/api/admin/privacy/export?${query}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="dane-osobowe-2026-11-24\.json"$/,
    );
    const file = JSON.parse(exported.body);
    expect(file.counts).toEqual(found.counts);
    expect(file.records.contacts[0]).toMatchObject({ id: contact.id, phone, status: 'in_progress' });
    expect(file.records['bug-reports'][0]).toMatchObject({ id: bug.id, reporterEmail: email });
    expect(file.records.outbox.map((m: { id: string }) => m.id).sort()).toEqual(
      [toHer.id, aboutHer.id].sort(),
    );
    expect(file.records.orders.find((o: { id: string }) => o.id === order.id).adminPeselMasked).toBe(
      '440514*****',
    );
    expect(exported.body).not.toContain('44051401458');
    expect(exported.body).not.toContain('searchText');

    // A confirmation naming other counts than the present ones erases nothing.
    const stale = await post('/api/admin/privacy/erase', { email, phone, confirmedCounts: { contacts: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(ERASE_COUNTS_CHANGED);
    expect((await tracesOf(email)).length).toBeGreaterThan(0);

    const erased = await post('/api/admin/privacy/erase', { email, phone, confirmedCounts: found.counts });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ counts: found.counts, total: 8 });
    expect(await messageById(aboutHer.id)).toMatchObject({ recipient: ANONYMISED, text: ANONYMISED });

    expect(await tracesOf(email)).toEqual([]);
    expect(await tracesOf(phone)).toEqual([]);
    expect(await tracesOf(digits)).toEqual([]);
    // The records themselves stay, anonymised; a stranger's is untouched.
    const [kept] = await app.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(kept).toMatchObject({ name: ANONYMISED, status: 'in_progress', adminNotes: null });
    expect(kept!.anonymizedAt).not.toBeNull();
    const [bugAfter] = await app.db.select().from(bugReports).where(eq(bugReports.id, bug.id));
    expect(bugAfter!.description).toBe(`Proszę odpisać na ${ANONYMISED} albo zadzwonić: ${ANONYMISED}`);
    const [other] = await app.db.select().from(contacts).where(eq(contacts.id, stranger.id));
    expect(other!.anonymizedAt).toBeNull();
    expect((await get(`/api/admin/privacy/search?${query}`)).json().total).toBe(0);

    // The audit log says who did what and how many, and never the person's data.
    const audit = await get('/api/admin/privacy/audit');
    expect(Number(audit.headers[TOTAL_COUNT_HEADER])).toBeGreaterThanOrEqual(2);
    const entries = audit.json<AuditEntry[]>();
    expect(entries.find((e) => e.action === 'erase')).toMatchObject({
      actor: admin.email,
      counts: found.counts,
    });
    expect(entries.find((e) => e.action === 'export')).toMatchObject({
      actor: admin.email,
      counts: found.counts,
    });
    expect(audit.body.toLowerCase()).not.toContain(email.toLowerCase());
  });

  it('asks for an e-mail or a phone, naming the field', async () => {
    const response = await get('/api/admin/privacy/search');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toBe('Podaj adres e-mail albo numer telefonu');
    expect((await get('/api/admin/privacy/search?phone=12')).json().fields.phone).toBeDefined();
  });

  it('is for the operator only', async () => {
    for (const url of [
      '/api/admin/privacy/search?email=a@b.pl',
      '/api/admin/privacy/audit',
      '/api/admin/privacy/retention',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('a person is matched whole, never by a part of an address or number', () => {
  const X = 'kowalski.x@example.pl';
  const JAN = 'jan.kowalski.x@example.pl';

  /** A person's record of every kind, the e-mails sent to them and the operator's notice about them. */
  async function personWithRecords(email: string, name: string) {
    const contact = await insertContact(app.db, { email, name, phone: null });
    const demo = await insertDemoBooking(app.db, { email, name, phone: null });
    const order = await insertOrder(app.db, {
      email,
      name,
      adminUser: { firstName: 'Jan', lastName: 'Kowalski', email },
    });
    const beta = await insertBetaSignup(app.db, { email, name, phone: null });
    const bug = await insertBugReport(app.db, {
      reporterEmail: email,
      description: `Odpowiedź proszę na ${email}, kopia do ${email === X ? JAN : X}.`,
    });
    const records = { contact, demo, order, beta, bug };
    const messages = {
      confirmation: await insertMessage({
        recipient: email,
        text: 'Dziękujemy za wiadomość',
        relatedKind: 'contacts',
        relatedId: contact.id,
      }),
      reminder: await insertMessage({
        recipient: email,
        text: 'Przypominamy o prezentacji',
        relatedKind: 'demo-bookings',
        relatedId: demo.id,
      }),
      notice: await insertMessage({
        recipient: 'operator@example.pl',
        text: `Nowe zamówienie od ${email}`,
        relatedKind: 'orders',
        relatedId: order.id,
      }),
    };
    return { records, messages };
  }
  const idsOf = (group: Record<string, { id: string }>) => Object.values(group).map((row) => row.id);
  const foundIds = (search: PersonSearch) => search.records.map((record) => record.id).sort();

  let x: Awaited<ReturnType<typeof personWithRecords>>;
  let jan: Awaited<ReturnType<typeof personWithRecords>>;
  beforeAll(async () => {
    x = await personWithRecords(X, 'Ksawery Kowalski');
    jan = await personWithRecords(JAN, 'Jan Kowalski');
  });
  const xIds = () => [...idsOf(x.records), ...idsOf(x.messages)].sort();
  const janIds = () => [...idsOf(jan.records), ...idsOf(jan.messages)].sort();

  it('searches and exports kowalski.x@example.pl without jan.kowalski.x@example.pl, in any case and spacing', async () => {
    const search = await get(`/api/admin/privacy/search?email=${encodeURIComponent(X)}`);
    expect(search.statusCode).toBe(200);
    const found = search.json<PersonSearch>();
    expect(foundIds(found)).toEqual(xIds());
    expect(found.counts).toEqual({
      contacts: 1,
      'demo-bookings': 1,
      orders: 1,
      'beta-signups': 1,
      'bug-reports': 1,
      outbox: 3,
    });

    const typed = await get(
      `/api/admin/privacy/search?email=${encodeURIComponent(' Kowalski.X@Example.pl ')}`,
    );
    expect(foundIds(typed.json<PersonSearch>())).toEqual(xIds());

    const exported = await get(
      `/api/admin/privacy/export?email=${encodeURIComponent('Kowalski.X@Example.pl ')}`,
    );
    expect(exported.statusCode).toBe(200);
    const file = JSON.parse(exported.body);
    expect(file.query).toEqual({ email: X, phone: null });
    const exportedIds = Object.values(file.records as Record<string, { id: string }[]>)
      .flat()
      .map((row) => row.id)
      .sort();
    expect(exportedIds).toEqual(xIds());
    for (const id of janIds()) expect(exported.body).not.toContain(id);
  });

  it('erases kowalski.x@example.pl and leaves every record and e-mail of jan.kowalski.x@example.pl as it was', async () => {
    const counts = (await get(`/api/admin/privacy/search?email=${X}`)).json<PersonSearch>().counts;
    const erased = await post('/api/admin/privacy/erase', {
      email: 'Kowalski.X@Example.pl ',
      confirmedCounts: counts,
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ counts, total: 8 });

    for (const [table, row] of [
      [contacts, jan.records.contact],
      [demoBookings, jan.records.demo],
      [orders, jan.records.order],
      [betaSignups, jan.records.beta],
    ] as const) {
      const [kept] = await app.db.select().from(table).where(eq(table.id, row.id));
      expect(kept).toMatchObject({ email: JAN, anonymizedAt: null });
    }
    const [janOrder] = await app.db.select().from(orders).where(eq(orders.id, jan.records.order.id));
    expect(janOrder!.adminUser).toMatchObject({ email: JAN });
    const [janBug] = await app.db.select().from(bugReports).where(eq(bugReports.id, jan.records.bug.id));
    expect(janBug).toMatchObject({ reporterEmail: JAN, anonymizedAt: null });
    // Jan's report only mentions X: it stays as it was (it is Jan's record, not X's).
    expect(janBug!.description).toBe(`Odpowiedź proszę na ${JAN}, kopia do ${X}.`);
    for (const message of Object.values(jan.messages)) {
      const kept = await messageById(message.id);
      expect(kept.recipient).not.toBe(ANONYMISED);
      expect(kept.text).not.toBe(ANONYMISED);
    }
    expect(foundIds((await get(`/api/admin/privacy/search?email=${JAN}`)).json<PersonSearch>())).toEqual(
      janIds(),
    );

    // X's own records are gone; in X's report Jan's address, which ends like X's, is kept whole.
    const [xBug] = await app.db.select().from(bugReports).where(eq(bugReports.id, x.records.bug.id));
    expect(xBug!.description).toBe(`Odpowiedź proszę na ${ANONYMISED}, kopia do ${JAN}.`);
    for (const message of Object.values(x.messages))
      expect((await messageById(message.id)).recipient).toBe(ANONYMISED);
    expect((await get(`/api/admin/privacy/search?email=${X}`)).json().total).toBe(0);
  });

  it('refuses a part of an address or a number that is not one with 400, naming the field, and logs nothing', async () => {
    const before = (await get('/api/admin/privacy/audit')).headers[TOTAL_COUNT_HEADER.toLowerCase()];
    for (const email of ['e', 'kowalski.x', '@example.pl', '%@example.pl']) {
      const q = `email=${encodeURIComponent(email)}`;
      for (const response of [
        await get(`/api/admin/privacy/search?${q}`),
        await get(`/api/admin/privacy/export?${q}`),
        await post('/api/admin/privacy/erase', { email, confirmedCounts: {} }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ email: PERSON_EMAIL_INVALID });
      }
    }
    for (const phone of ['12', '600', 'abc 600 100 200', '600100200600100200']) {
      const response = await get(`/api/admin/privacy/search?phone=${encodeURIComponent(phone)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ phone: PHONE_INVALID.pl });
    }
    const after = (await get('/api/admin/privacy/audit')).headers[TOTAL_COUNT_HEADER.toLowerCase()];
    expect(after).toBe(before);
  });

  it('finds +48 600 100 200 stored as 600100200, 600-100-200 or 0048…, not 600100201 or +420 600 100 200', async () => {
    const same = [
      await insertContact(app.db, { phone: '600100200' }),
      await insertBetaSignup(app.db, { phone: '600-100-200' }),
      await insertOrder(app.db, { phone: '0048 600 100 200' }),
      await insertContact(app.db, { phone: '48 600 100 200' }),
    ];
    const others = [
      await insertDemoBooking(app.db, { phone: '600100201' }),
      await insertContact(app.db, { phone: '+420 600 100 200' }),
      await insertOrder(app.db, { phone: '600 100 2000' }),
    ];
    const found = foundIds(
      (
        await get(`/api/admin/privacy/search?phone=${encodeURIComponent('+48 600 100 200')}`)
      ).json<PersonSearch>(),
    );
    for (const row of same) expect(found).toContain(row.id);
    for (const row of others) expect(found).not.toContain(row.id);
  });

  it('reads a stored phone in SQL as libphonenumber reads it (the Polish default)', async () => {
    const formats = [
      '600100200',
      '600-100-200',
      '+48 600 100 200',
      '0048 600 100 200',
      '48 600 100 200',
      '48600100200',
      '+420 600 100 200',
      '00420 600 100 200',
      '22 123 45 67',
      '+49 30 1234567',
    ];
    for (const format of formats) {
      const expected = phoneE164(format);
      expect(expected).not.toBeNull();
      const result = await query<{ e164: string }>(
        sql`select ${storedPhoneE164(sql`${format}::text`)} as e164`,
      );
      expect([format, result.rows[0]!.e164]).toEqual([format, expected]);
    }
  });
});

describe("the first administrator's identity in the back office", () => {
  it('a PESEL is masked, and shown in full only on request, which the audit log records', async () => {
    const order = await insertOrder(app.db, { adminPeselEncrypted: app.cipher.encrypt('44051401458') });
    const path = `/api/admin/privacy/orders/${order.id}/admin-identity`;
    const masked = await get(path);
    expect(masked.json()).toEqual({ kind: 'pesel', masked: '440514*****' });
    const revealed = await post(`${path}/reveal`);
    expect(revealed.json()).toEqual({ kind: 'pesel', value: '44051401458' });
    const audit = (await get('/api/admin/privacy/audit')).json<AuditEntry[]>();
    expect(audit.find((entry) => entry.recordId === order.id)).toMatchObject({
      action: 'reveal-pesel',
      actor: admin.email,
    });
    expect(JSON.stringify(audit)).not.toContain('44051401458');
    const unknown = await get(
      '/api/admin/privacy/orders/00000000-0000-4000-8000-000000000000/admin-identity',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${path}/reveal` })).statusCode).toBe(401);
  });

  it("a club abroad's identity document: sealed, masked in the record and the export, revealed on request, cleared by retention", async () => {
    const payload = publicPayloads.foreignFullOrder();
    const placed = await app.inject({ method: 'POST', url: '/api/order?lang=en', payload });
    expect(placed.statusCode).toBe(201);
    const id = placed.json<{ id: string }>().id;
    const row = async () => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    expect((await row()).adminPeselEncrypted).toBeNull();
    expect(app.cipher.decrypt((await row()).adminIdDocumentEncrypted!)).toBe(IDENTITY_DOCUMENT);
    // Nowhere in clear: not in the row, not in any other table.
    expect(await tracesOf(IDENTITY_DOCUMENT)).toEqual([]);

    const path = `/api/admin/privacy/orders/${id}/admin-identity`;
    expect((await get(path)).json()).toEqual({ kind: 'identity-document', masked: 'C0*******' });
    const exported = await get(`/api/admin/privacy/export?email=${encodeURIComponent(payload.email)}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(IDENTITY_DOCUMENT);
    expect(exported.body).not.toContain('adminIdDocumentEncrypted');
    expect(exported.json().records.orders[0]).toMatchObject({ adminIdDocumentMasked: 'C0*******' });
    // The inbox's record never carries it.
    const inbox = await get(`${inboxPath('orders')}/${id}`);
    expect(inbox.body).not.toContain('C0*******');
    expect(inbox.body).not.toContain(IDENTITY_DOCUMENT);

    expect((await post(`${path}/reveal`)).json()).toEqual({
      kind: 'identity-document',
      value: IDENTITY_DOCUMENT,
    });
    const audit = (await get('/api/admin/privacy/audit')).json<AuditEntry[]>();
    expect(audit.find((entry) => entry.recordId === id)).toMatchObject({
      action: 'reveal-id-document',
      actor: admin.email,
    });
    expect(JSON.stringify(audit)).not.toContain(IDENTITY_DOCUMENT);

    // Completed more than the period ago: the daily run clears the document as it clears a PESEL.
    await app.db
      .update(orders)
      .set({ status: 'completed', processedAt: ago(31) })
      .where(eq(orders.id, id));
    expect((await get('/api/admin/privacy/retention')).json().counts.orderPesel).toBe(1);
    expect((await app.deps.privacy.runRetention()).orderPesel).toBe(1);
    expect(await row()).toMatchObject({ adminIdDocumentEncrypted: null, adminPeselEncrypted: null });
    expect((await get(path)).json()).toEqual({ kind: null, masked: null });
  });
});
