import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_INVALID } from '@shared/validation/phone';
import { CONTACT_LIMITS, type ContactRequest } from '@shared/contracts/contact';
import { contacts } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nextIp } from '../../test/factories/visitors';
import { CONTACT_LIMIT_PER_IP } from './service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let counter = 0;
const valid = (overrides: Partial<Record<keyof ContactRequest, unknown>> = {}) => ({
  name: 'Anna Nowak',
  email: `anna${++counter}@klub.example.pl`,
  subject: 'Pytanie o wdrożenie',
  message: 'Dzień dobry, ile trwa import danych 300 członków?',
  ...overrides,
});
// Each test writes from its own address, so the per-address limit of one test never touches another.
const send = (payload: unknown, remoteAddress = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

const countContacts = async () =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(contacts))[0]!.n;

describe('POST /api/contact', () => {
  it('stores the message with status new and answers 201 with its id', async () => {
    const payload = valid({ phone: ' +48 600 100 200 ', name: '  Anna Nowak  ' });
    const response = await send(payload);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const [row] = await app.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row).toMatchObject({
      name: 'Anna Nowak',
      email: payload.email,
      phone: '+48 600 100 200',
      subject: payload.subject,
      message: payload.message,
      status: 'new',
      adminNotes: null,
      processedAt: null,
    });
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("accepts the product's payload without a phone, and a blank phone, storing no phone", async () => {
    for (const payload of [valid(), valid({ phone: '   ' }), valid({ phone: null })]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(201);
      const [row] = await app.db
        .select({ phone: contacts.phone })
        .from(contacts)
        .where(eq(contacts.id, response.json<{ id: string }>().id));
      expect(row!.phone).toBeNull();
    }
  });

  it.each([
    ['name', { name: '' }, 'Imię i nazwisko są wymagane'],
    ['name', { name: '   ' }, 'Imię i nazwisko są wymagane'],
    ['email', { email: '' }, 'Email jest wymagany'],
    ['email', { email: 'not-an-email' }, 'Nieprawidłowy adres email'],
    ['email', { email: 'a@b' }, 'Nieprawidłowy adres email'],
    ['subject', { subject: '' }, 'Temat jest wymagany'],
    ['message', { message: ' \n ' }, 'Wiadomość jest wymagana'],
    [
      'message',
      { message: 'x'.repeat(CONTACT_LIMITS.message + 1) },
      'Wiadomość może mieć najwyżej 5000 znaków',
    ],
    ['phone', { phone: '1'.repeat(CONTACT_LIMITS.phone + 1) }, 'Telefon może mieć najwyżej 40 znaków'],
    ['phone', { phone: 'abc' }, PHONE_INVALID.pl],
    ['phone', { phone: '12-3' }, PHONE_INVALID.pl],
    ['name', { name: 42 }, 'Imię i nazwisko są wymagane'],
  ])('refuses a bad %s with 400 naming it, storing nothing', async (field, overrides, message) => {
    const before = await countContacts();
    const response = await send(valid(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fields: Record<string, string> }>();
    expect(body.fields[field]).toBe(message);
    expect(body.error).toContain(message);
    expect(await countContacts()).toBe(before);
  });

  it('names every missing field at once', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('refuses a request sent by another site', async () => {
    const before = await countContacts();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid(),
      headers: { origin: 'https://evil.example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(await countContacts()).toBe(before);
  });

  it('limits how many messages one address may send, with Retry-After', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < CONTACT_LIMIT_PER_IP.limit; i++) {
      expect((await send(valid(), address)).statusCode).toBe(201);
    }
    const before = await countContacts();
    const refused = await send(valid(), address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countContacts()).toBe(before);
    // Another address is not affected.
    expect((await send(valid(), '192.0.2.78')).statusCode).toBe(201);
  });
});
