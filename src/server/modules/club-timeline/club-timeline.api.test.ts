import { describe, expect, it } from 'vitest';
import { CLUB_TIMELINE_PATH, type ClubTimeline } from '@shared/contracts/club-timeline';
import type { InboxKind } from '@shared/inbox';
import { quote } from '@shared/pricing/calculator';
import { createManualClock } from '../../lib/clock';
import { appWithAdmin } from '../../test/test-app';
import { insertBetaSignup, insertContact, insertDemoBooking, insertOrder } from '../../test/factories/inbox';
import { createTenant } from '../../test/factories/tenants';
import { nextIp, unique, uniqueEmail } from '../../test/factories/visitors';
import { giveInvoiceBuyer } from '../../test/factories/orders';

const clock = createManualClock('2026-11-24T10:00:00Z');
const { app, admin } = await appWithAdmin({}, { clock });

const GROSS = quote({ catalogue: 'landing', plan: 'medium', period: 'monthly', modules: [] }).totalGross;

const timeline = async (kind: InboxKind, id: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `${CLUB_TIMELINE_PATH}?kind=${kind}&id=${id}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ClubTimeline>();
};
const idsOf = (result: ClubTimeline) => new Set(result.events.map((event) => event.record?.id));

/** A club: an order placed on the site (pro forma, payment, invoice), and its other records. */
async function seedClub() {
  const email = uniqueEmail('prezes');
  // Nine digits and no country code: the same number as '+48 …' for the forms (read as Polish).
  const national = `60${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const phone = `+48 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  const nip = `52${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const placed = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'x-forwarded-for': nextIp() },
    payload: {
      name: 'Jan Kowalski',
      email,
      phone,
      clubName: `KS Grot ${unique()}`,
      plan: 'medium',
      paymentMode: 'monthly',
      selectedModules: [],
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<{ id: string; buyerToken: string }>();
  // The visitor gives the invoice's buyer on the confirmation, so the payment issues the invoice.
  await giveInvoiceBuyer(app, order);
  const paid = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/payment`,
    headers: admin.headers,
    payload: { bookedOn: '2026-11-24', amount: GROSS },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  // The same person writes with the address in capitals and no phone: joined by the e-mail.
  const contact = await insertContact(app.db, {
    email: email.toUpperCase(),
    createdAt: new Date('2026-11-20'),
  });
  // Another address but the same number written the national way: joined by the phone.
  const demo = await insertDemoBooking(app.db, { email: uniqueEmail('trener'), phone: national });
  const beta = await insertBetaSignup(app.db, { email, phone: null });
  // The treasurer's order: other e-mail and phone, the club's NIP written with dashes.
  const nipDashed = `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
  const byNip = await insertOrder(app.db, { email: uniqueEmail('skarbnik'), phone: '+48 500 000 001', nip });
  const withNip = await insertOrder(app.db, { email, phone, nip: nipDashed });
  const tenant = await createTenant(app, admin.headers, { contactEmail: email });
  const replied = await app.inject({
    method: 'POST',
    url: `/api/admin/contacts/${contact.id}/reply`,
    headers: admin.headers,
    payload: { subject: 'Re: cennik', message: 'Dzień dobry, przesyłam cennik.' },
  });
  expect(replied.statusCode, replied.body).toBe(201);
  return { email, phone, national, nip, order, contact, demo, beta, byNip, withNip, tenant };
}

/** Another club, as close as a real neighbour gets: one digit off the phone, another NIP and address. */
async function seedNeighbour(club: Awaited<ReturnType<typeof seedClub>>) {
  const lastDigit = Number(club.national.at(-1));
  const otherPhone = `${club.national.slice(0, -1)}${(lastDigit + 1) % 10}`;
  return Promise.all([
    insertContact(app.db, { phone: otherPhone }),
    insertDemoBooking(app.db, { phone: `+44 ${club.national}` }),
    insertOrder(app.db, { nip: `${club.nip.slice(0, -1)}${(Number(club.nip.at(-1)) + 1) % 10}` }),
    insertBetaSignup(app.db, { email: `x${club.email}` }),
    insertOrder(app.db, { email: club.email.replace('@', '@x.'), phone: '+48 500 000 002' }),
  ]);
}

describe('one history per club', () => {
  it('joins the records of the same e-mail, phone and NIP, newest first, never another club', async () => {
    const club = await seedClub();
    const neighbours = await seedNeighbour(club);

    const result = await timeline('orders', club.withNip.id);
    expect(result.identity).toEqual({ email: club.email, phone: `+48${club.national}`, nip: club.nip });
    const ids = idsOf(result);
    for (const record of [club.order, club.contact, club.demo, club.beta, club.byNip, club.withNip]) {
      expect(ids, record.id).toContain(record.id);
    }
    for (const neighbour of neighbours) expect(ids).not.toContain(neighbour.id);
    expect(result.events.filter((event) => event.kind === 'tenant').map((event) => event.tenantId)).toEqual([
      club.tenant.id,
    ]);
    const kinds = new Set(result.events.map((event) => event.kind));
    for (const kind of [
      'contact',
      'demo',
      'order',
      'proforma',
      'payment',
      'invoice',
      'reply',
      'beta',
      'tenant',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const times = result.events.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    const match = (id: string) => result.events.find((event) => event.record?.id === id)!.matchedBy;
    expect(match(club.contact.id)).toEqual(['email']);
    expect(match(club.demo.id)).toEqual(['phone']);
    expect(match(club.byNip.id)).toEqual(['nip']);
    expect(
      result.events.filter((event) => event.current).every((e) => e.record?.id === club.withNip.id),
    ).toBe(true);
    expect(result.firstSource).toBe('bezpośrednio');
  });

  it('goes one step only: from a contact, the NIP of an order does not bring the treasurer in', async () => {
    const club = await seedClub();
    const ids = idsOf(await timeline('contacts', club.contact.id));
    expect(ids).toContain(club.order.id);
    expect(ids).toContain(club.withNip.id);
    // The contact has no phone and no NIP: the demo (phone only) and the treasurer (NIP only) are other hops.
    expect(ids).not.toContain(club.demo.id);
    expect(ids).not.toContain(club.byNip.id);
  });

  it('keeps the conversation language: a contact takes the language of the e-mails about it', async () => {
    const contact = await insertContact(app.db, { createdAt: new Date('2026-11-20T09:00:00Z') });
    const reply = await app.inject({
      method: 'POST',
      url: `/api/admin/contacts/${contact.id}/reply`,
      headers: admin.headers,
      payload: { subject: 'Hello', message: 'Thank you for writing.', language: 'en' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const result = await timeline('contacts', contact.id);
    expect(result.language).toBe('en');
    expect(result.events.map((event) => event.kind)).toEqual(['reply', 'contact']);
  });

  it('answers 404 for an unknown record, 400 naming a bad field, 401 without a session', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: `${CLUB_TIMELINE_PATH}?kind=contacts&id=00000000-0000-4000-8000-000000000000`,
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'GET',
      url: `${CLUB_TIMELINE_PATH}?kind=invoices&id=nope`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {})).toEqual(expect.arrayContaining(['kind', 'id']));
    const anonymous = await app.inject({
      method: 'GET',
      url: `${CLUB_TIMELINE_PATH}?kind=contacts&id=00000000-0000-4000-8000-000000000000`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
