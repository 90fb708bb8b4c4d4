import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../lib/clock';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { createTestApp, mailTestConfig, type TestApp } from '../test/test-app';
import { uniqueEmail } from '../test/factories/visitors';
import { LEASE_MS } from './mail-service';
import { createOutboxRepository } from './outbox-repository';

/**
 * A process that claimed messages and died leaves only its lease behind: the others send them once it
 * lapses, within seconds (the sweep runs every few seconds), not minutes.
 */
let smtp: TestSmtp;
let app: TestApp;
const clock = createManualClock('2031-03-03T09:00:00.000Z');
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp(mailTestConfig(smtp.url, ['ops@example.pl']), { clock });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function contact(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Anna Nowak', email, subject: 'Temat', message: 'Treść' },
  });
  expect(response.statusCode).toBe(201);
}

describe('the lease of a claimed message', () => {
  it('of a dead process: the message is sent once, as soon as the lease lapses (LEASE_MS, 20 s)', async () => {
    expect(LEASE_MS).toBe(20_000);
    const email = uniqueEmail('lease', 'example.pl');
    await contact(email);
    // Another process claims both messages (the visitor's and the operator's) and is killed before sending.
    const outbox = createOutboxRepository(app.db);
    const claimed = await outbox.claimDue(clock.now(), new Date(clock.now().getTime() + LEASE_MS), 10);
    expect(claimed.map((message) => message.recipient).sort()).toEqual([email, 'ops@example.pl']);

    clock.advance(LEASE_MS - 1_000);
    await app.mail.deliverDue();
    expect(smtp.to(email)).toHaveLength(0);
    clock.advance(1_000);
    await app.mail.deliverDue();
    expect(smtp.to(email)).toHaveLength(1);
    await app.mail.deliverDue();
    expect(smtp.to(email)).toHaveLength(1);
    expect((await app.mail.findById(claimed[0]!.id))?.state).toBe('sent');
  });

  it('is renewed only while this claim still holds the message', async () => {
    clock.advance(60_000);
    const email = uniqueEmail('renew', 'example.pl');
    await contact(email);
    const outbox = createOutboxRepository(app.db);
    const leasedUntil = new Date(clock.now().getTime() + LEASE_MS);
    const claimed = await outbox.claimDue(clock.now(), leasedUntil, 10);
    const ids = claimed.map((message) => message.id);
    const [first, second] = ids as [string, string];

    const later = new Date(leasedUntil.getTime() + 5_000);
    expect((await outbox.renewLease(ids, leasedUntil, later)).sort()).toEqual([...ids].sort());
    // The old lease end no longer matches: whoever still thinks it holds that lease holds nothing.
    expect(await outbox.renewLease(ids, leasedUntil, new Date(later.getTime() + 5_000))).toEqual([]);
    // A message marked sent is no longer held.
    await outbox.markSent(first, clock.now());
    expect(await outbox.renewLease(ids, later, new Date(later.getTime() + 5_000))).toEqual([second]);
    expect((await app.mail.findById(second))?.nextAttemptAt?.getTime()).toBe(later.getTime() + 5_000);
  });
});
