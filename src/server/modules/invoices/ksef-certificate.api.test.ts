import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quote } from '@shared/pricing/calculator';
import { invoices } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { publicPayloads } from '../../test/factories/public-forms';
import { unique } from '../../test/factories/visitors';
import { ksefTestSettings, startKsefSimulator, type KsefSimulator } from '../../test/ksef-simulator/index';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { placeOrder } from '../../test/factories/orders';

/*
 * The second way in: a KSeF certificate and its key instead of a token (tokens stop working after
 * 2026-12-31). The app has no token at all, so an accepted invoice proves the XAdES-BES signed sign-in.
 */
const clock = createManualClock('2026-12-28T09:00:00Z');
let simulator: KsefSimulator;
let app: TestApp;

beforeAll(async () => {
  simulator = await startKsefSimulator();
  const ksef = await ksefTestSettings(simulator, { method: 'certificate' });
  expect(ksef.token).toBeNull();
  app = await createTestApp({ ksef }, { clock });
});
afterAll(async () => {
  await app?.close();
  await simulator?.close();
});

describe('sending invoices to KSeF with a certificate', () => {
  it('signs in with the certificate and brings the paid order’s invoice its KSeF number', async () => {
    const admin = await signInAsAdmin(app);
    const price = quote({ catalogue: 'landing', plan: 'medium', period: 'monthly', modules: ['skladki'] });
    const { id: orderId } = await placeOrder(
      app,
      publicPayloads.fullOrder({
        clubName: `KS Certyfikat ${unique()}`,
        nip: '123-456-32-18',
        selectedModules: ['skladki'],
      }),
    );
    const paid = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/payment`,
      payload: { bookedOn: '2026-12-28', amount: price.totalGross },
      headers: admin.headers,
    });
    expect(paid.statusCode).toBe(200);

    const signInsBefore = simulator.control.counters().signIns;
    await app.jobs.runDue();

    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ ksefStatus: 'accepted', ksefError: null });
    expect(invoice!.ksefNumber).toMatch(/^5261040828-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/);
    expect(simulator.control.counters().signIns - signInsBefore).toBe(1);
    expect(
      simulator.control.invoices().filter((sent) => sent.invoiceNumber === invoice!.number),
    ).toHaveLength(1);
  });
});
