import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BETA_SIGNUP_PATH } from '@shared/beta';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@shared/contracts/headers';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY_REUSED } from '@shared/contracts/headers';
import {
  contacts,
  demoBookings,
  idempotentRequests,
  outboxMessages,
  rateLimitHits,
} from '../db/schema/index';
import { createManualClock } from '../lib/clock';
import { sha256 } from '../lib/crypto';
import { CONTACT_LIMIT_PER_IP } from '../modules/contact/service';
import { publicPayloads } from '../test/factories/public-forms';
import { idempotentWrites, newClient, newKey, type Client } from '../test/factories/idempotent-writes';
import { nextIp } from '../test/factories/visitors';
import { appWithAdmin } from '../test/test-app';
import { IDEMPOTENCY_WINDOW_MS, IN_FLIGHT_LEASE_MS } from './idempotency';

const clock = createManualClock(new Date());
const { app, headers: admin } = await appWithAdmin({}, { clock });

const { countOf, post, freeSlot, forms } = idempotentWrites(app, admin);

describe.each(forms)('the $name with an Idempotency-Key', ({ url, table, payload, secrets = [] }) => {
  it('is stored and mailed once; the retry gets the first answer again, marked as replayed', async () => {
    const body = await payload();
    const key = newKey();
    const client = newClient();
    const before = { records: await countOf(table), emails: await countOf(outboxMessages) };

    const first = await post(url, body, key, client);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    const afterFirst = { records: await countOf(table), emails: await countOf(outboxMessages) };
    expect(afterFirst.records).toBe(before.records + 1);
    expect(afterFirst.emails).toBeGreaterThan(before.emails);

    // The visitor's retry after a timeout: the same bytes, the same key, from the same browser.
    const retry = await post(url, body, key, client);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    // Everything the first answer said, less the secrets the server made (the e-mail carries those).
    const withoutSecrets = { ...first.json(), ...Object.fromEntries(secrets.map((field) => [field, null])) };
    // The first answer carries them (the manage link at least; a meeting link only when one is set).
    if (secrets.length) expect(first.json()[secrets[0]!]).toEqual(expect.any(String));
    expect(retry.json()).toEqual(withoutSecrets);
    expect({ records: await countOf(table), emails: await countOf(outboxMessages) }).toEqual(afterFirst);
  });
});

describe('Idempotency-Key', () => {
  it('requests with one key at the same moment store one record', async () => {
    const body = publicPayloads.contact();
    const key = newKey();
    const before = { contacts: await countOf(contacts), emails: await countOf(outboxMessages) };

    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/contact', body, key, client)),
    );

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

    const refused = await post('/api/contact', body, key, { ...newClient(), ip });
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

    const client = { ...newClient(), ip };
    const first = await post('/api/contact', body, key, client);
    expect(first.statusCode).toBe(201);
    // The address's last message this hour is spent; the retry of it is still answered.
    const retry = await post('/api/contact', body, key, client);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    const [counter] = await app.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `contact:ip:${ip}`));
    expect(counter!.count).toBe(CONTACT_LIMIT_PER_IP.limit);
  });

  it('while the first request is in flight, a retry gets 409; a claim left by a dead process lapses', async () => {
    const body = JSON.stringify(publicPayloads.contact());
    const key = newKey();
    const client = newClient();
    // Another process has claimed the key for this very request and not answered yet.
    await app.db.insert(idempotentRequests).values({
      route: '/api/contact',
      client: sha256(`${client.ip}\n${client.agent}`),
      key,
      fingerprint: sha256(`POST\n/api/contact\n${body}`),
      createdAt: clock.now(),
    });
    const before = await countOf(contacts);

    const retry = await post('/api/contact', body, key, client);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ error: IDEMPOTENCY_ERRORS.inFlight });
    expect(retry.headers['retry-after']).toBe('1');
    expect(await countOf(contacts)).toBe(before);
    // Another request under the key in flight is no retry of it.
    const other = await post('/api/contact', publicPayloads.contact(), key, client);
    expect(other.statusCode).toBe(422);
    expect(await countOf(contacts)).toBe(before);

    // That process died before answering: once its lease is over, the retry is processed.
    clock.advance(IN_FLIGHT_LEASE_MS + 1);
    const later = await post('/api/contact', body, key, client);
    expect(later.statusCode).toBe(201);
    expect(later.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await countOf(contacts)).toBe(before + 1);
    expect((await post('/api/contact', body, key, client)).headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
  });

  it('an answer is given again for 24 hours; after that the key is a new submission', async () => {
    const body = publicPayloads.contact();
    const key = newKey();
    const client = newClient();
    const before = await countOf(contacts);
    const first = await post('/api/contact', body, key, client);
    expect(first.statusCode).toBe(201);

    clock.advance(IDEMPOTENCY_WINDOW_MS - 1000);
    expect((await post('/api/contact', body, key, client)).headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(await countOf(contacts)).toBe(before + 1);

    clock.advance(2000);
    const late = await post('/api/contact', body, key, client);
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

describe('An Idempotency-Key names one request of one client', () => {
  it.each([
    [
      'another message',
      (body: Record<string, unknown>) => JSON.stringify({ ...body, message: 'Inna treść' }),
    ],
    [
      'the same fields in another order (other bytes)',
      (body: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(body).reverse())),
    ],
  ])(
    'the same key with %s is refused with 422 naming the header; nothing stored, the first still answered',
    async (_case, otherBody) => {
      const body = publicPayloads.contact();
      const key = newKey();
      const client = newClient();
      const first = await post('/api/contact', body, key, client);
      expect(first.statusCode).toBe(201);
      const before = {
        contacts: await countOf(contacts),
        emails: await countOf(outboxMessages),
        keys: await app.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key)),
      };

      const other = await post('/api/contact', otherBody(body), key, client);
      expect(other.statusCode).toBe(422);
      expect(other.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
      expect(other.json()).toEqual({
        error: IDEMPOTENCY_KEY_REUSED.pl,
        fields: { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_KEY_REUSED.pl },
      });
      expect(other.json().error).toMatch(/Idempotency-Key/);
      expect({
        contacts: await countOf(contacts),
        emails: await countOf(outboxMessages),
        keys: await app.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key)),
      }).toEqual(before);

      // The first request's own retry is still answered with its answer.
      const retry = await post('/api/contact', body, key, client);
      expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
      expect(retry.json()).toEqual(first.json());
    },
  );

  it("the refusal speaks the request's language, and another language in the address is another request", async () => {
    const body = publicPayloads.contact();
    const key = newKey();
    const client = newClient();
    expect((await post('/api/contact?lang=en', body, key, client)).statusCode).toBe(201);

    const other = await post('/api/contact?lang=en', { ...body, subject: 'Another' }, key, client);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: IDEMPOTENCY_KEY_REUSED.en,
      fields: { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_KEY_REUSED.en },
    });
    const inPolish = await post('/api/contact?lang=pl', body, key, client);
    expect(inPolish.statusCode).toBe(422);
    expect(inPolish.json().error).toBe(IDEMPOTENCY_KEY_REUSED.pl);
  });

  it.each([
    ['another address, the same browser', (client: Client) => ({ ...client, ip: nextIp() })],
    [
      'the same address, another browser',
      (client: Client) => ({ ...client, agent: `${client.agent} other` }),
    ],
  ])(
    "%s with the booker's key and body never gets the booking's answer or its links",
    async (_case, otherClient) => {
      const booking = JSON.stringify(publicPayloads.demo(await freeSlot()));
      const key = newKey();
      const booker = newClient();
      const first = await post('/api/demo-booking', booking, key, booker);
      expect(first.statusCode).toBe(201);
      const token = new URL(first.json().manageUrl, 'http://x').pathname.split('/').pop()!;
      expect(token.length).toBeGreaterThan(10);

      const stranger = await post('/api/demo-booking', booking, key, otherClient(booker));
      expect(stranger.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
      // Tried as a booking of its own: the slot (and the e-mail address) are the booker's already.
      expect(stranger.statusCode).toBe(409);
      expect(stranger.body).not.toContain(token);
      expect(stranger.body).not.toContain(first.json().id);
      expect(await countOf(demoBookings)).toBeGreaterThan(0);
    },
  );

  it('another client with the same key and body of a message gets a submission of its own', async () => {
    const body = JSON.stringify(publicPayloads.contact());
    const key = newKey();
    const before = await countOf(contacts);
    const first = await post('/api/contact', body, key);
    const second = await post('/api/contact', body, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
    expect(await countOf(contacts)).toBe(before + 2);
  });

  it("the booker's own replay holds the booking without its links, and the stored answer keeps no token", async () => {
    const booking = JSON.stringify(publicPayloads.demo(await freeSlot()));
    const key = newKey();
    const booker = newClient();
    const first = await post('/api/demo-booking', booking, key, booker);
    expect(first.statusCode).toBe(201);
    const { manageUrl, invitationUrl, ...rest } = first.json();
    const token = new URL(manageUrl, 'http://x').pathname.split('/').pop()!;
    expect(invitationUrl).toContain(token);

    const replay = await post('/api/demo-booking', booking, key, booker);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual({ ...rest, manageUrl: null, invitationUrl: null, meetingUrl: null });
    expect(replay.body).not.toContain(token);
    const [stored] = await app.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
    expect(stored!.body).not.toContain(token);
  });
});
