import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceListSchema, invoiceSummarySchema } from '@shared/contracts/invoices';
import { invoices, orders, outboxMessages } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { validateFa3 } from '../../test/fa3-schema';
import { validateUpo } from '../../test/ksef-simulator/index';
import { attachedPdfText, ksefTestApp } from '../../test/ksef-test-app';
import { KSEF_CERTIFICATE_LABEL } from './ksef';

/*
 * Invoices sent to KSeF by the send job, against the simulator (the official contract, its own keys). The
 * clock starts on Friday 3 April 2026, 10:00 in Warsaw: Easter Monday follows, so an offline invoice of that
 * day must reach KSeF by Tuesday 7 April.
 */
const clock = createManualClock('2026-04-03T08:00:00Z');
const { simulator, app, admin, placedOrder, pay, paidOrder, invoiceOf, buyerMails, received } =
  await ksefTestApp(clock, 'KS Dziesiątka');
beforeEach(() => simulator.control.up());

async function listed(query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/invoices${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return invoiceListSchema.parse(response.json()).items;
}

describe('sending invoices to KSeF', () => {
  it('queues the invoice with the payment; one run of the job brings its KSeF number, UPO, PDF and e-mail', async () => {
    const orderId = await paidOrder();
    const queued = await invoiceOf(orderId);
    expect(queued.ksefStatus).toBe('queued');
    // The buyer waits for the KSeF number.
    expect(await buyerMails(orderId)).toHaveLength(0);

    await app.jobs.runDue();
    const invoice = await invoiceOf(orderId);
    expect(invoice.ksefStatus).toBe('accepted');
    expect(invoice.ksefNumber).toMatch(/^5261040828-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/);
    expect(received(invoice.number)).toEqual([
      expect.objectContaining({ ksefNumber: invoice.ksefNumber, offlineMode: false }),
    ]);

    const item = (await listed('?ksefStatus=accepted')).find((row) => row.id === invoice.id)!;
    expect(invoiceSummarySchema.parse(item)).toMatchObject({
      ksefStatus: 'accepted',
      ksefNumber: invoice.ksefNumber,
      hasUpo: true,
      ksefDeadline: null,
      ksefError: null,
    });
    expect((await listed('?ksefStatus=queued')).some((row) => row.id === invoice.id)).toBe(false);

    const upo = await app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${invoice.id}/upo`,
      headers: admin.headers,
    });
    expect(upo.statusCode).toBe(200);
    expect(upo.body).toContain(invoice.ksefNumber);

    const [mail] = await buyerMails(orderId);
    expect(mail).toBeDefined();
    const text = await attachedPdfText(mail!);
    expect(text).toContain(invoice.ksefNumber);
    expect(text).not.toContain('OFFLINE');
    expect(text).not.toContain(KSEF_CERTIFICATE_LABEL);

    // Nothing is sent twice: another run finds nothing to do.
    await app.jobs.runDue();
    expect(received(invoice.number)).toHaveLength(1);
    expect(await buyerMails(orderId)).toHaveLength(1);
  });

  it('answers 404 for the UPO of an invoice that has none yet', async () => {
    const orderId = await paidOrder();
    const invoice = await invoiceOf(orderId);
    const upo = await app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${invoice.id}/upo`,
      headers: admin.headers,
    });
    expect(upo.statusCode).toBe(404);
    await app.jobs.runDue();
  });

  it('goes offline with the next business day as its deadline when KSeF is down, then is sent offline', async () => {
    simulator.control.down();
    const orderId = await paidOrder();
    await app.jobs.runDue();
    const offline = await invoiceOf(orderId);
    expect(offline).toMatchObject({
      ksefStatus: 'offline',
      ksefOfflineMode: 'offline24',
      ksefDeadline: '2026-04-07',
    });
    // The buyer gets it at once, with both codes.
    const [mail] = await buyerMails(orderId);
    const text = await attachedPdfText(mail!);
    expect(text).toContain('OFFLINE');
    expect(text).toContain(KSEF_CERTIFICATE_LABEL);
    // The long link may be wrapped on the page.
    expect(text.replace(/\s/g, '')).toMatch(
      /qr-test\.ksef\.mf\.gov\.pl\/certificate\/Nip\/5261040828\/5261040828\//,
    );

    const item = (await listed('?ksefStatus=offline')).find((row) => row.id === offline.id)!;
    expect(item.ksefDeadline).toBe('2026-04-07');

    // The dashboard's notice lists it; the operators are told at the deadline, once.
    const overview = await app.inject({ method: 'GET', url: '/api/admin/ksef', headers: admin.headers });
    expect(overview.json().offline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ number: offline.number, deadline: '2026-04-07', due: false }),
      ]),
    );

    simulator.control.up();
    clock.advance(11 * 60_000);
    await app.jobs.runDue();
    const sent = await invoiceOf(orderId);
    expect(sent.ksefStatus).toBe('accepted');
    expect(received(sent.number)).toEqual([
      expect.objectContaining({ offlineMode: true, ksefNumber: sent.ksefNumber }),
    ]);
    // E-mailed once: offline, with both codes.
    expect(await buyerMails(orderId)).toHaveLength(1);
  });

  it('tells the operators once on the deadline day of an invoice still offline', async () => {
    simulator.control.down();
    const orderId = await paidOrder();
    await app.jobs.runDue();
    const invoice = await invoiceOf(orderId);
    const notices = () =>
      app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.template, 'operator-notification'))
        .then((rows) => rows.filter((row) => row.subject.includes(invoice.number)));
    expect(await notices()).toHaveLength(0);
    const at = clock.now();
    clock.set('2026-04-07T06:00:00Z');
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(await notices()).toHaveLength(1);
    simulator.control.up();
    clock.advance(60 * 60_000);
    await app.jobs.runDue();
    expect((await invoiceOf(orderId)).ksefStatus).toBe('accepted');
    clock.set(at);
  });

  it('waits Retry-After on 429 before sending again', async () => {
    const orderId = await paidOrder();
    simulator.control.rateLimit(100, 30);
    await app.jobs.runDue();
    const limited = await invoiceOf(orderId);
    expect(limited.ksefStatus).toBe('queued');
    expect(limited.ksefNextAttemptAt!.getTime() - clock.now().getTime()).toBe(30_000);
    simulator.control.rateLimit(0, 0);
    clock.advance(29_000);
    await app.jobs.runDue();
    expect(received(limited.number)).toHaveLength(0);
    clock.advance(1_000);
    await app.jobs.runDue();
    expect((await invoiceOf(orderId)).ksefStatus).toBe('accepted');
  });

  it('reconciles a duplicate (440) to the number KSeF holds: a crash between the send and the store', async () => {
    const orderId = await paidOrder();
    const invoice = await invoiceOf(orderId);
    // The crashed run: the invoice reached KSeF, its reference was never stored.
    const client = app.deps.ksefSending.client!;
    const session = await client.openOnlineSession();
    await client.sendInvoice(session, Buffer.from(invoice.xml, 'utf8'), { offlineMode: false });
    await simulator.control.settled();
    const first = received(invoice.number)[0]!;
    await app.jobs.runDue();
    const reconciled = await invoiceOf(orderId);
    expect(reconciled.ksefStatus).toBe('accepted');
    expect(reconciled.ksefNumber).toBe(first.ksefNumber);
  });

  it('stores a rejection with KSeF’s words and does not retry it until the operator sends it again', async () => {
    const orderId = await paidOrder();
    simulator.control.rejectNext(450, 'Błąd weryfikacji semantyki dokumentu faktury');
    await app.jobs.runDue();
    const rejected = await invoiceOf(orderId);
    expect(rejected.ksefStatus).toBe('rejected');
    expect(rejected.ksefError).toContain('Błąd weryfikacji semantyki dokumentu faktury');
    const before = simulator.control.invoices().length;
    clock.advance(3_600_000);
    await app.jobs.runDue();
    expect(simulator.control.invoices().length).toBe(before);
    expect((await invoiceOf(orderId)).ksefStatus).toBe('rejected');

    const resend = await app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${rejected.id}/resend`,
      headers: admin.headers,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().ksefStatus).toBe('queued');
    await app.jobs.runDue();
    expect((await invoiceOf(orderId)).ksefStatus).toBe('accepted');
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${rejected.id}/resend`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('sends a correction after its original, naming it by its KSeF number', async () => {
    const orderId = await paidOrder();
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      payload: { amount: 10, reason: 'Rabat' },
      headers: admin.headers,
    });
    expect(refund.statusCode).toBe(201);
    await app.jobs.runDue();
    const original = await invoiceOf(orderId);
    const correction = await invoiceOf(orderId, 'correction');
    expect(original.ksefStatus).toBe('accepted');
    expect(correction.ksefStatus).toBe('accepted');
    expect(correction.xml).toContain(`<NrKSeFFaKorygowanej>${original.ksefNumber}</NrKSeFFaKorygowanej>`);
    expect(correction.xml).not.toContain('NrKSeFN');
    expect((await validateFa3(correction.xml)).errors).toEqual([]);
    const [sentOriginal] = received(original.number);
    const [sentCorrection] = received(correction.number);
    expect(sentOriginal!.ksefNumber).toBe(original.ksefNumber);
    expect(sentCorrection!.ksefNumber).toBe(correction.ksefNumber);
  });

  it('sends each of 20 payments once when two senders run at once', async () => {
    const placed: string[] = [];
    for (let i = 0; i < 20; i++) placed.push(await placedOrder());
    const ids = await Promise.all(placed.map(pay));
    await Promise.all([app.deps.ksefSender.sendDue(), app.deps.ksefSender.sendDue()]);
    await app.jobs.runDue();
    for (const id of ids) {
      const invoice = await invoiceOf(id);
      expect(invoice.ksefStatus).toBe('accepted');
      expect(received(invoice.number)).toHaveLength(1);
    }
  }, 180_000);

  it('keeps orders, their state and the KSeF screen to the admin', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/ksef' });
    expect(response.statusCode).toBe(401);
    const overview = await app.inject({ method: 'GET', url: '/api/admin/ksef', headers: admin.headers });
    expect(overview.json()).toMatchObject({ configured: true, authMethod: 'token', environment: 'test' });
    const check = await app.inject({ method: 'POST', url: '/api/admin/ksef/check', headers: admin.headers });
    expect(check.json()).toEqual({ ok: true, message: 'Połączenie z KSeF działa.' });
    expect((await app.db.select().from(orders)).length).toBeGreaterThan(0);
  });

  // Last in the file: every UPO kept by the tests above (online, offline, 440, correction, 20 at once).
  it('keeps every UPO valid against the official UPO schema', async () => {
    const kept = (await app.db.select().from(invoices)).filter((row) => row.upoXml !== null);
    expect(kept.length).toBeGreaterThanOrEqual(20);
    for (const row of kept) {
      expect({ number: row.number, ...(await validateUpo(row.upoXml!)) }).toEqual({
        number: row.number,
        valid: true,
        errors: [],
      });
    }
  });
});
