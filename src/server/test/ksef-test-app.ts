import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { quote } from '@shared/pricing/calculator';
import { invoices, outboxMessages } from '../db/schema/index';
import type { ManualClock } from '../lib/clock';
import { placeOrder } from './factories/orders';
import { publicPayloads } from './factories/public-forms';
import { unique } from './factories/visitors';
import { ksefTestSettings, startKsefSimulator } from './ksef-simulator/index';
import { pdfRawText } from './pdf';
import { createTestApp, signInAsAdmin, testConfig } from './test-app';

/** What every order of the KSeF tests costs: the medium plan, monthly, with one module. */
const PRICE = quote({ catalogue: 'landing', plan: 'medium', period: 'monthly', modules: ['skladki'] });

/**
 * A test file's app sending invoices to a KSeF simulator of its own (token login, the Offline certificate
 * configured for KOD II), an operator to be told of failures, on `clock`, with an admin signed in; the app
 * and the simulator close after the file's tests: `const { simulator, app, admin } = await ksefTestApp(…)`
 * at the top of the file. With it, the steps the KSeF tests share: orders (of a club named `clubName` and
 * a unique suffix) placed, paid on 3 April 2026, and what came of them.
 */
export async function ksefTestApp(clock: ManualClock, clubName: string) {
  const simulator = await startKsefSimulator();
  const app = await createTestApp(
    {
      ksef: await ksefTestSettings(simulator, { offlineCertificate: true }),
      mail: { ...testConfig().mail, operatorEmails: ['operator@example.pl'] },
    },
    { clock },
  );
  afterAll(async () => {
    await app.close();
    await simulator.close();
  });
  const admin = await signInAsAdmin(app);

  async function placedOrder(): Promise<string> {
    const payload = publicPayloads.fullOrder({
      clubName: `${clubName} ${unique()}`,
      nip: '123-456-32-18',
      selectedModules: ['skladki'],
    });
    return (await placeOrder(app, payload)).id;
  }

  async function pay(id: string): Promise<string> {
    const paid = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/payment`,
      payload: { bookedOn: '2026-04-03', amount: PRICE.totalGross },
      headers: admin.headers,
    });
    expect(paid.statusCode).toBe(200);
    return id;
  }

  const invoiceOf = async (orderId: string, kind = 'invoice') =>
    (await app.db.select().from(invoices).where(eq(invoices.orderId, orderId))).find(
      (row) => row.kind === kind,
    )!;

  const buyerMails = (orderId: string) =>
    app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'invoice-issued'))
      .then((rows) => rows.filter((row) => row.relatedId === orderId));

  return {
    simulator,
    app,
    admin,
    placedOrder,
    pay,
    paidOrder: async () => pay(await placedOrder()),
    invoiceOf,
    buyerMails,
    /** What the simulator received of the invoice numbered `number`. */
    received: (number: string) =>
      simulator.control.invoices().filter((invoice) => invoice.invoiceNumber === number),
  };
}

/** The text of an e-mail's attached PDF (its first attachment), line breaks kept. */
export const attachedPdfText = (mail: { attachments: { content: string }[] }) =>
  pdfRawText(Buffer.from(mail.attachments[0]!.content, 'base64'));
