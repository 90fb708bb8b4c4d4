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
import { betaSignups, bugReports, contacts, demoBookings, orders } from '../../db/schema/index';
import {
  insertBetaSignup,
  insertBugReport,
  insertContact,
  insertDemoBooking,
  insertOrder,
} from '../../test/factories/inbox';
import { unique } from '../../test/factories/visitors';
import { privacyTestApp } from '../../test/privacy-test-app';
import { queryRows, tracesOf as tracesIn } from '../../test/text-traces';
import { storedPhoneE164 } from './repository';

/**
 * A person's data found by e-mail or phone, exported and erased: every record of theirs, and only theirs
 * (an address or number is matched whole). Retention and the administrator's identity: privacy.api.test.ts.
 */

const { app, admin, get, post, insertMessage, messageById } = await privacyTestApp('2026-11-24T12:00:00Z');

const query = <T>(statement: ReturnType<typeof sql>) => queryRows<T>(app.db, statement);
const tracesOf = (needle: string) => tracesIn(app.db, needle);

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
