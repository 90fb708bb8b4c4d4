import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BETA_SIGNUP_PATH } from '@shared/beta';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@shared/contracts/headers';
import { IDEMPOTENCY_ERRORS } from '@shared/contracts/headers';
import {
  betaSignups,
  contacts,
  demoBookings,
  idempotentRequests,
  orders,
  outboxMessages,
  rateLimitHits,
} from '../db/schema/index';
import { createManualClock } from '../lib/clock';
import { CONTACT_LIMIT_PER_IP } from '../modules/contact/service';
import { publicPayloads } from '../test/factories/public-forms';
import { createSlot, weekdayAhead } from '../test/factories/slots';
import { nextIp, unique } from '../test/factories/visitors';
import { createTestApp, signInAsAdmin, type TestApp } from '../test/test-app';
import { IDEMPOTENCY_WINDOW_MS, IN_FLIGHT_LEASE_MS } from './idempotency';

const clock = createManualClock(new Date());
let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({}, { clock });
  admin = (await signInAsAdmin(app)).headers;
});
afterAll(() => app.close());

type Table =
  | typeof contacts
  | typeof betaSignups
  | typeof demoBookings
  | typeof orders
  | typeof outboxMessages
  | typeof idempotentRequests;
const countOf = async (table: Table) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** A key as the site's forms make them: a random session id and a hash of the content. */
const newKey = () => `${unique()}${unique()}-${unique()}`;

const post = (url: string, payload: object, key?: string, remoteAddress = nextIp()) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
  });

let slotHour = 6;
const freeSlot = async () => (await createSlot(app, admin, weekdayAhead(4), slotHour++)).datetime;

/** Every public form write, with a fresh valid payload each and the table its record goes to. */
const forms: { name: string; url: string; table: Table; payload: () => Promise<object> }[] = [
  { name: 'contact', url: '/api/contact', table: contacts, payload: async () => publicPayloads.contact() },
  {
    name: 'beta sign-up',
    url: BETA_SIGNUP_PATH,
    table: betaSignups,
    payload: async () => publicPayloads.beta(),
  },
  {
    name: 'demo booking',
    url: '/api/demo-booking',
    table: demoBookings,
    payload: async () => publicPayloads.demo(await freeSlot()),
  },
  {
    name: 'simple order',
    url: '/api/order',
    table: orders,
    payload: async () => publicPayloads.simpleOrder(),
  },
  { name: 'full order', url: '/api/order', table: orders, payload: async () => publicPayloads.fullOrder() },
];

describe.each(forms)('the $name with an Idempotency-Key', ({ url, table, payload }) => {
  it('is stored and mailed once; the retry gets the first answer again, marked as replayed', async () => {
    const body = await payload();
    const key = newKey();
    const before = { records: await countOf(table), emails: await countOf(outboxMessages) };

    const first = await post(url, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    const afterFirst = { records: await countOf(table), emails: await countOf(outboxMessages) };
    expect(afterFirst.records).toBe(before.records + 1);
    expect(afterFirst.emails).toBeGreaterThan(before.emails);

    // The visitor's retry after a timeout: same content, same key, maybe another address.
    const retry = await post(url, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(retry.json()).toEqual(first.json());
    expect({ records: await countOf(table), emails: await countOf(outboxMessages) }).toEqual(afterFirst);
  });
});

describe('Idempotency-Key', () => {
  it('requests with one key at the same moment store one record', async () => {
    const body = publicPayloads.contact();
    const key = newKey();
    const before = { contacts: await countOf(contacts), emails: await countOf(outboxMessages) };

    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/contact', body, key)));

    expect(await countOf(contacts)).toBe(before.contacts + 1);
    // Each of the others finds the first's answer, or the first still in flight.
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.filter((answer) => answer.headers[IDEMPOTENT_REPLAYED_HEADER] === undefined)).toHaveLength(
      1,
    );
    for (const answer of created) expect(answer.json()).toEqual(created[0]!.json());
    const emailsOfOne = (await countOf(outboxMessages)) - before.emails;
    // One more submission without the race mails as many: the race mailed once.
    await post('/api/contact', publicPayloads.contact(), newKey());
    expect((await countOf(outboxMessages)) - before.emails).toBe(2 * emailsOfOne);
  });

  it('different keys are different submissions, even with the same content', async () => {
    const body = publicPayloads.contact();
    const before = await countOf(contacts);
    const first = await post('/api/contact', body, newKey());
    const second = await post('/api/contact', body, newKey());
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
    expect(await countOf(contacts)).toBe(before + 2);
  });

  it('a key belongs to its route: the same key on another form is a submission of its own', async () => {
    const key = newKey();
    const contact = await post('/api/contact', publicPayloads.contact(), key);
    const beta = await post(BETA_SIGNUP_PATH, publicPayloads.beta(), key);
    expect([contact.statusCode, beta.statusCode]).toEqual([201, 201]);
    expect(beta.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(beta.json().id).not.toBe(contact.json().id);
  });

  it('without the header, every request is stored, as before', async () => {
    const body = publicPayloads.contact();
    const before = { contacts: await countOf(contacts), keys: await countOf(idempotentRequests) };
    const first = await post('/api/contact', body);
    const second = await post('/api/contact', body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect({ contacts: await countOf(contacts), keys: await countOf(idempotentRequests) }).toEqual({
      contacts: before.contacts + 2,
      keys: before.keys,
    });
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'abc def'],
    ['with a tab', 'abc\tdef'],
  ])('%s is refused with 400 naming the header, and nothing is stored', async (_case, key) => {
    const before = { contacts: await countOf(contacts), keys: await countOf(idempotentRequests) };
    const response = await post('/api/contact', publicPayloads.contact(), key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `${IDEMPOTENCY_KEY_HEADER}: ${IDEMPOTENCY_ERRORS.invalidKey}`,
      fields: { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_ERRORS.invalidKey },
    });
    expect(response.json().error).toMatch(/Idempotency-Key/i);
    expect({ contacts: await countOf(contacts), keys: await countOf(idempotentRequests) }).toEqual(before);
  });

  it('takes a key of 255 visible ASCII characters', async () => {
    const key = `${newKey()}!~`.padEnd(255, 'x');
    const response = await post('/api/contact', publicPayloads.contact(), key);
    expect(response.statusCode).toBe(201);
  });

  it('a refusal keeps nothing: the same key is tried afresh and may succeed', async () => {
    const body = publicPayloads.contact();
    const key = newKey();
    const ip = nextIp();
    // This address has used up its contact messages for the hour.
    await app.db
      .insert(rateLimitHits)
      .values({ key: `contact:ip:${ip}`, windowStart: new Date(), count: CONTACT_LIMIT_PER_IP.limit });
    const before = await countOf(contacts);

    const refused = await post('/api/contact', body, key, ip);
    expect(refused.statusCode).toBe(429);
    expect(await app.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))).toEqual([]);

    // The visitor tries again from another network.
    const accepted = await post('/api/contact', body, key);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await countOf(contacts)).toBe(before + 1);
  });

  it("a replay is not counted against the address's limit", async () => {
    const body = publicPayloads.contact();
    const key = newKey();
    const ip = nextIp();
    await app.db
      .insert(rateLimitHits)
      .values({ key: `contact:ip:${ip}`, windowStart: new Date(), count: CONTACT_LIMIT_PER_IP.limit - 1 });

    const first = await post('/api/contact', body, key, ip);
    expect(first.statusCode).toBe(201);
    // The address's last message this hour is spent; the retry of it is still answered.
    const retry = await post('/api/contact', body, key, ip);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    const [counter] = await app.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `contact:ip:${ip}`));
    expect(counter!.count).toBe(CONTACT_LIMIT_PER_IP.limit);
  });

  it('while the first request is in flight, a retry gets 409; a claim left by a dead process lapses', async () => {
    const body = publicPayloads.contact();
    const key = newKey();
    // Another process has claimed the key and not answered yet.
    await app.db.insert(idempotentRequests).values({ route: '/api/contact', key, createdAt: clock.now() });
    const before = await countOf(contacts);

    const retry = await post('/api/contact', body, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ error: IDEMPOTENCY_ERRORS.inFlight });
    expect(retry.headers['retry-after']).toBe('1');
    expect(await countOf(contacts)).toBe(before);

    // That process died before answering: once its lease is over, the retry is processed.
    clock.advance(IN_FLIGHT_LEASE_MS + 1);
    const later = await post('/api/contact', body, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await countOf(contacts)).toBe(before + 1);
    expect((await post('/api/contact', body, key)).headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
  });

  it('an answer is given again for 24 hours; after that the key is a new submission', async () => {
    const body = publicPayloads.contact();
    const key = newKey();
    const before = await countOf(contacts);
    const first = await post('/api/contact', body, key);
    expect(first.statusCode).toBe(201);

    clock.advance(IDEMPOTENCY_WINDOW_MS - 1000);
    expect((await post('/api/contact', body, key)).headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(await countOf(contacts)).toBe(before + 1);

    clock.advance(2000);
    const late = await post('/api/contact', body, key);
    expect(late.statusCode).toBe(201);
    expect(late.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(late.json().id).not.toBe(first.json().id);
    expect(await countOf(contacts)).toBe(before + 2);
  });

  it('the daily retention job forgets keys older than 24 hours and keeps the newer ones', async () => {
    const oldKey = newKey();
    expect((await post('/api/contact', publicPayloads.contact(), oldKey)).statusCode).toBe(201);
    clock.advance(IDEMPOTENCY_WINDOW_MS - 60_000);
    const newerKey = newKey();
    expect((await post('/api/contact', publicPayloads.contact(), newerKey)).statusCode).toBe(201);
    clock.advance(120_000);

    await app.jobs.runDue();

    const keys = (await app.db.select().from(idempotentRequests)).map((row) => row.key);
    expect(keys).toContain(newerKey);
    expect(keys).not.toContain(oldKey);
    const [{ old }] = (await app.db
      .select({ old: sql<number>`count(*)::int` })
      .from(idempotentRequests)
      .where(
        sql`${idempotentRequests.createdAt} < ${new Date(clock.now().getTime() - IDEMPOTENCY_WINDOW_MS)}`,
      )) as [{ old: number }];
    expect(old).toBe(0);
  });
});
