import { beforeEach, describe, expect, it } from 'vitest';
import { ksefOverviewSchema } from '@shared/contracts/ksef-sending';
import { ksefOutages } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { attachedPdfText, ksefTestApp } from '../../test/ksef-test-app';
import { KSEF_CERTIFICATE_LABEL, KSEF_OFFLINE_LABEL } from './ksef';

/*
 * The offline modes against the simulator: KSeF out of reach at issue time, and the unavailabilities and
 * failures the operator declares. The clock starts on Friday 3 April 2026, 10:00 in Warsaw (Easter Monday
 * follows): offline24 must reach KSeF by Tuesday 7 April.
 */
const START = '2026-04-03T08:00:00Z';
const clock = createManualClock(START);
const { simulator, app, admin, paidOrder, invoiceOf, buyerMails, received } = await ksefTestApp(
  clock,
  'KS Offline',
);
beforeEach(async () => {
  simulator.control.up();
  clock.set(START);
  // Each test declares its own outages; what another left must not move this one's deadlines.
  await app.db.delete(ksefOutages);
});

async function mailedPdfText(orderId: string): Promise<string> {
  const [mail] = await buyerMails(orderId);
  return attachedPdfText(mail!);
}

async function declare(body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/ksef/outages',
    payload: body,
    headers: admin.headers,
  });
}

async function overview() {
  const response = await app.inject({ method: 'GET', url: '/api/admin/ksef', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return ksefOverviewSchema.parse(response.json());
}

describe('KSeF out of reach at issue time', () => {
  it('issues the whole batch offline at the first failure, mails each buyer both codes, sends each once later', async () => {
    simulator.control.down();
    const orderIds = [await paidOrder(), await paidOrder(), await paidOrder()];
    const before = simulator.control.counters().requests;
    await app.jobs.runDue();
    // One try at KSeF for the run, not one per invoice: the others share its failure.
    expect(simulator.control.counters().requests - before).toBe(1);
    for (const orderId of orderIds) {
      expect(await invoiceOf(orderId)).toMatchObject({
        ksefStatus: 'offline',
        ksefOfflineMode: 'offline24',
        ksefDeadline: '2026-04-07',
      });
      expect(await buyerMails(orderId)).toHaveLength(1);
    }
    const text = await mailedPdfText(orderIds[2]!);
    expect(text).toContain(KSEF_OFFLINE_LABEL);
    expect(text).toContain(KSEF_CERTIFICATE_LABEL);

    simulator.control.up();
    clock.advance(11 * 60_000);
    await app.jobs.runDue();
    for (const orderId of orderIds) {
      const invoice = await invoiceOf(orderId);
      expect(invoice.ksefStatus).toBe('accepted');
      expect(received(invoice.number)).toEqual([
        expect.objectContaining({ offlineMode: true, ksefNumber: invoice.ksefNumber }),
      ]);
      expect(await buyerMails(orderId)).toHaveLength(1);
    }
    // Three orders paid, each mailed with its PDF rendered: 30 s is short on a loaded machine.
  }, 90_000);
});

describe('announced unavailability and failure', () => {
  it('issues an invoice of a declared failure offline at once, with 7 business days after its end', async () => {
    // Failure announced from Friday 3 April, 09:00, to Wednesday 8 April, 20:00 (Warsaw).
    const declared = await declare({
      kind: 'failure',
      startsAt: '2026-04-03T07:00:00Z',
      endsAt: '2026-04-08T18:00:00Z',
      note: 'Komunikat MF w BIP',
    });
    expect(declared.statusCode).toBe(201);
    expect(declared.json()).toMatchObject({ kind: 'failure', note: 'Komunikat MF w BIP' });

    // KSeF answers all the same: the invoice is offline (the buyer has it at once) and sent as such.
    const orderId = await paidOrder();
    await app.jobs.runDue();
    const invoice = await invoiceOf(orderId);
    // 9, 10, 13, 14, 15, 16, 17 April.
    expect(invoice).toMatchObject({ ksefOfflineMode: 'failure', ksefDeadline: '2026-04-17' });
    expect(invoice.ksefStatus).toBe('accepted');
    expect(received(invoice.number)).toEqual([expect.objectContaining({ offlineMode: true })]);
    expect(await buyerMails(orderId)).toHaveLength(1);
    expect(await mailedPdfText(orderId)).toContain(KSEF_CERTIFICATE_LABEL);
    expect((await overview()).outages).toEqual([expect.objectContaining({ id: declared.json().id })]);
  });

  it('dates offline invoices again when a failure or an unavailability is declared or removed', async () => {
    simulator.control.down();
    const orderId = await paidOrder();
    await app.jobs.runDue();
    const offline = await invoiceOf(orderId);
    expect(offline).toMatchObject({ ksefOfflineMode: 'offline24', ksefDeadline: '2026-04-07' });
    // The operators were told of the deadline day; a later deadline is told again when it comes.
    clock.set('2026-04-07T06:00:00Z');
    await app.jobs.runDue();
    expect((await invoiceOf(orderId)).ksefDeadlineNotifiedAt).not.toBeNull();

    // A failure announced on Saturday, over on Easter Monday: 7 business days from the 6th.
    const failure = await declare({
      kind: 'failure',
      startsAt: '2026-04-04T08:00:00Z',
      endsAt: '2026-04-06T16:00:00Z',
    });
    expect(failure.statusCode).toBe(201);
    expect(await invoiceOf(orderId)).toMatchObject({
      ksefOfflineMode: 'failure',
      ksefDeadline: '2026-04-15',
      ksefDeadlineNotifiedAt: null,
    });
    expect((await overview()).offline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ number: offline.number, mode: 'failure', deadline: '2026-04-15' }),
      ]),
    );

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/ksef/outages/${failure.json().id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await invoiceOf(orderId)).toMatchObject({
      ksefOfflineMode: 'offline24',
      ksefDeadline: '2026-04-07',
    });

    // An unavailability announced over the issue, to Thursday 9 April: the next business day after it.
    const unavailability = await declare({
      kind: 'offline',
      startsAt: '2026-04-03T06:00:00Z',
      endsAt: '2026-04-09T10:00:00Z',
    });
    expect(unavailability.statusCode).toBe(201);
    expect(await invoiceOf(orderId)).toMatchObject({
      ksefOfflineMode: 'offline',
      ksefDeadline: '2026-04-10',
    });

    simulator.control.up();
    clock.advance(60 * 60_000);
    await app.jobs.runDue();
    expect((await invoiceOf(orderId)).ksefStatus).toBe('accepted');
  });

  it('refuses a declaration without a proper kind, with its end before its start or outside 2026–2099, changing nothing', async () => {
    const backwards = await declare({
      kind: 'failure',
      startsAt: '2026-04-08T18:00:00Z',
      endsAt: '2026-04-03T07:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('endsAt');
    const unknownKind = await declare({
      kind: 'storm',
      startsAt: '2026-04-03T07:00:00Z',
      endsAt: 'tomorrow',
    });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().fields).toHaveProperty('kind');
    expect(unknownKind.json().fields).toHaveProperty('endsAt');
    // Year 0 (found by the route fuzzer: it was a 500) and a year no one means are refused at their field.
    const outOfYears = await declare({
      kind: 'offline',
      startsAt: '0000-01-01T00:00:00Z',
      endsAt: '2124-01-01T00:00:00.000Z',
    });
    expect(outOfYears.statusCode).toBe(400);
    expect(outOfYears.json().fields).toMatchObject({
      startsAt: 'Podaj datę z lat 2026–2099',
      endsAt: 'Podaj datę z lat 2026–2099',
    });
    expect(await app.db.select().from(ksefOutages)).toHaveLength(0);

    const missing = await app.inject({
      method: 'DELETE',
      url: '/api/admin/ksef/outages/8b0f4e4a-7d7f-4c55-9d43-5f0d2b1c9a10',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/ksef/outages',
      payload: { kind: 'failure', startsAt: '2026-04-03T07:00:00Z', endsAt: '2026-04-04T07:00:00Z' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await app.db.select().from(ksefOutages)).toHaveLength(0);
  });
});
