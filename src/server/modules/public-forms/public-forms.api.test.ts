import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORM_REFUSALS_PATH, PUBLIC_FORM_ERRORS, type FormRefusals } from '@shared/contracts/public-form';
import { BETA_SIGNUP_PATH } from '@shared/beta';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '@shared/privacy';
import { betaSignups, contacts, demoBookings, orders, outboxMessages } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { PESEL, publicPayloads, solvedChallenge } from '../../test/factories/public-forms';
import { appWithAdmin, createTestApp } from '../../test/test-app';
import { createSlot, weekdayAhead } from '../../test/factories/slots';
import { nextIp } from '../../test/factories/visitors';

/** With the proof-of-work switched on, as in production; the clock is moved, never waited for. */
const clock = createManualClock('2026-11-24T10:00:00Z');
const { app, headers } = await appWithAdmin({ publicFormChallenge: true }, { clock });

const post = (url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextIp(),
  });

const countOf = async (
  table: typeof contacts | typeof orders | typeof betaSignups | typeof demoBookings | typeof outboxMessages,
) => (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const counts = async () => ({
  contacts: await countOf(contacts),
  orders: await countOf(orders),
  beta: await countOf(betaSignups),
  demos: await countOf(demoBookings),
  // Nothing stored means nothing mailed: every e-mail is written to the outbox with its record.
  emails: await countOf(outboxMessages),
});

const refusals = async () =>
  (await app.inject({ method: 'GET', url: FORM_REFUSALS_PATH, headers })).json<FormRefusals>();
const refusalsOf = async (form: string) => (await refusals()).forms.find((f) => f.form === form)!;

let slotHour = 6;
const freeSlot = async () => (await createSlot(app, headers, weekdayAhead(3), slotHour++)).datetime;

/** A person: fetched the challenge when they started, typed for a few seconds, sent. */
async function asPerson<T extends object>(payload: T) {
  const altcha = await solvedChallenge(app);
  clock.advance(5000);
  return { ...payload, altcha };
}

describe('GET /api/challenge', () => {
  it("answers ALTCHA's own challenge format, signed, never cached", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: expect.any(Number) });
    expect(typeof body.parameters.nonce).toBe('string');
    expect(typeof body.parameters.salt).toBe('string');
    expect(typeof body.signature).toBe('string');
  });
});

describe('a person with the proof-of-work solved', () => {
  it('sends each public form, stored with the notice version and when it was seen', async () => {
    const seenAt = () => clock.now().toISOString();

    const contact = await post('/api/contact', await asPerson(publicPayloads.contact()));
    expect(contact.statusCode).toBe(201);
    const [storedContact] = await app.db.select().from(contacts).where(eq(contacts.id, contact.json().id));
    expect(storedContact!.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(storedContact!.noticeSeenAt!.toISOString()).toBe(seenAt());

    const beta = await post(
      BETA_SIGNUP_PATH,
      await asPerson({ ...publicPayloads.beta(), noticeVersion: 'v-beta-1' }),
    );
    expect(beta.statusCode).toBe(201);
    const [storedBeta] = await app.db.select().from(betaSignups).where(eq(betaSignups.id, beta.json().id));
    expect(storedBeta).toMatchObject({ noticeVersion: 'v-beta-1' });
    expect(storedBeta!.noticeSeenAt!.toISOString()).toBe(seenAt());

    const simple = await post('/api/order', await asPerson(publicPayloads.simpleOrder()));
    expect(simple.statusCode).toBe(201);
    const [storedSimple] = await app.db.select().from(orders).where(eq(orders.id, simple.json().id));
    expect(storedSimple).toMatchObject({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      termsVersion: TERMS_VERSION,
    });

    const full = await post(
      '/api/order',
      await asPerson({ ...publicPayloads.fullOrder(), termsVersion: 'terms-x' }),
    );
    expect(full.statusCode).toBe(201);
    const [storedFull] = await app.db.select().from(orders).where(eq(orders.id, full.json().id));
    expect(storedFull).toMatchObject({
      form: 'full',
      termsVersion: 'terms-x',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(storedFull!.noticeSeenAt!.toISOString()).toBe(seenAt());

    const demo = await post('/api/demo-booking', await asPerson(publicPayloads.demo(await freeSlot())));
    expect(demo.statusCode).toBe(201);
    const [storedDemo] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, demo.json().id));
    expect(storedDemo!.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(storedDemo!.noticeSeenAt!.toISOString()).toBe(seenAt());
  });

  it('cannot use one solution twice, even for another form: 400 naming altcha, nothing stored', async () => {
    const payload = await asPerson(publicPayloads.contact());
    expect((await post('/api/contact', payload)).statusCode).toBe(201);
    const before = await counts();
    const again = await post('/api/contact', { ...payload, email: 'other@klub.example.pl' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: PUBLIC_FORM_ERRORS.challengeUsed,
      fields: { altcha: PUBLIC_FORM_ERRORS.challengeUsed },
    });
    const elsewhere = await post(BETA_SIGNUP_PATH, { ...publicPayloads.beta(), altcha: payload.altcha });
    expect(elsewhere.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('refusals', () => {
  it('without a solution, with a forged or an expired one: 400 with a clear message, nothing stored', async () => {
    const before = await counts();
    const beforeRefused = (await refusalsOf('contact')).byReason.challenge;

    const missing = await post('/api/contact', publicPayloads.contact());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.altcha).toBe(PUBLIC_FORM_ERRORS.challengeMissing);

    const valid = await asPerson(publicPayloads.contact());
    const decoded = JSON.parse(Buffer.from(valid.altcha, 'base64').toString());
    // A derived key the work did not produce.
    const key: string = decoded.solution.derivedKey;
    decoded.solution.derivedKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const forged = await post('/api/contact', {
      ...valid,
      altcha: Buffer.from(JSON.stringify(decoded)).toString('base64'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields.altcha).toBe(PUBLIC_FORM_ERRORS.challengeInvalid);

    const garbage = await post('/api/contact', { ...publicPayloads.contact(), altcha: 'not-base64-json' });
    expect(garbage.statusCode).toBe(400);

    const stale = await asPerson(publicPayloads.contact());
    clock.advance(3 * 60 * 60 * 1000);
    const expired = await post('/api/contact', stale);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields.altcha).toBe(PUBLIC_FORM_ERRORS.challengeInvalid);

    expect(await counts()).toEqual(before);
    expect((await refusalsOf('contact')).byReason.challenge).toBe(beforeRefused + 4);
  });

  it('a bot filling the hidden field on any form is told it succeeded; nothing is stored', async () => {
    const before = await counts();
    const slot = await freeSlot();
    const cases = [
      ['/api/contact', publicPayloads.contact(), 'contact'],
      [BETA_SIGNUP_PATH, publicPayloads.beta(), 'beta-signup'],
      ['/api/order', publicPayloads.simpleOrder(), 'order-simple'],
      ['/api/order', publicPayloads.fullOrder(), 'order-full'],
      ['/api/demo-booking', publicPayloads.demo(slot), 'demo-booking'],
    ] as const;
    for (const [url, payload, form] of cases) {
      const honeypotBefore = (await refusalsOf(form)).byReason.honeypot;
      const response = await post(url, { ...payload, website: 'https://spam.example.com' });
      expect(response.statusCode, url).toBe(201);
      expect(typeof response.json().id).toBe('string');
      expect((await refusalsOf(form)).byReason.honeypot).toBe(honeypotBefore + 1);
    }
    expect(await counts()).toEqual(before);
    // The slot was not taken by the bot.
    const slots = await app.inject({ method: 'GET', url: `/api/slots?start=${slot}&end=${slot}` });
    expect(slots.json()[0].isBooked).toBe(false);
  });

  it('a submission sooner than 2 s after the challenge was fetched looks successful and stores nothing', async () => {
    const before = await counts();
    const fastBefore = (await refusalsOf('order-full')).byReason['too-fast'];
    const altcha = await solvedChallenge(app);
    clock.advance(1500);
    const response = await post('/api/order', { ...publicPayloads.fullOrder(), altcha });
    expect(response.statusCode).toBe(201);
    expect(response.json().totalNet).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
    expect((await refusalsOf('order-full')).byReason['too-fast']).toBe(fastBefore + 1);
    // The client's own fill time counts too.
    const quick = await post('/api/contact', {
      ...(await asPerson(publicPayloads.contact())),
      fillTimeMs: 800,
    });
    expect(quick.statusCode).toBe(201);
    expect(await counts()).toEqual(before);
  });

  it('are counted per form for the last 7 days only, without content', async () => {
    const now = await refusals();
    expect(now.days).toBe(7);
    expect(now.total).toBeGreaterThan(0);
    expect(JSON.stringify(now)).not.toContain('@');
    clock.advance(8 * 86_400_000);
    const later = await refusals();
    expect(later.total).toBe(0);
    expect(later.forms.map((f) => f.form)).toEqual([
      'contact',
      'demo-booking',
      'beta-signup',
      'order-simple',
      'order-full',
    ]);
  });

  it('are the operator’s to read only', async () => {
    expect((await app.inject({ method: 'GET', url: FORM_REFUSALS_PATH })).statusCode).toBe(401);
  });
});

describe('PUBLIC_FORM_CHALLENGE=false (integrations)', () => {
  it('accepts docs/product.md payloads without altcha and stores the current notice version', async () => {
    const plain = await createTestApp({ publicFormChallenge: false });
    try {
      const response = await plain.inject({
        method: 'POST',
        url: '/api/order',
        payload: publicPayloads.fullOrder(),
      });
      expect(response.statusCode).toBe(201);
      const [row] = await plain.db.select().from(orders).where(eq(orders.id, response.json().id));
      expect(row).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, termsVersion: TERMS_VERSION });
      expect(row!.adminPeselEncrypted).not.toContain(PESEL);
    } finally {
      await plain.close();
    }
  });
});
