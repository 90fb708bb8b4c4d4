import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxPath } from '@shared/contracts/inbox';
import type { AuditEntry } from '@shared/contracts/privacy';
import { ANONYMISED } from '@shared/privacy';
import { betaSignups, bugReports, contacts, demoBookings, orders } from '../../db/schema/index';
import {
  insertBetaSignup,
  insertBugReport,
  insertContact,
  insertDemoBooking,
  insertOrder,
} from '../../test/factories/inbox';
import { privacyTestApp } from '../../test/privacy-test-app';
import { unique } from '../../test/factories/visitors';
import { IDENTITY_DOCUMENT, publicPayloads } from '../../test/factories/public-forms';
import { tracesOf } from '../../test/text-traces';

/**
 * The daily retention run, and the first administrator's identity (masked, revealed on request, cleared by
 * retention). A person's search, export and erasure: person-data.api.test.ts.
 */

const NOW = '2026-11-24T12:00:00Z';
const { clock, app, admin, get, post, insertMessage, messageById } = await privacyTestApp(NOW);

const ago = (days: number) => new Date(new Date(NOW).getTime() - days * 86_400_000);
const monthsAgo = (months: number) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

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
    expect(await tracesOf(app.db, IDENTITY_DOCUMENT)).toEqual([]);

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
