import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLIC_TESTIMONIALS_LIMIT,
  TESTIMONIAL_MESSAGES,
  testimonialSchema,
  type Testimonial,
} from '@shared/contracts/testimonials';
import { testimonials } from '../../db/schema/index';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { TESTIMONIAL_NOT_FOUND } from './service';

let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signInAsAdmin(app)).headers;
});
afterAll(() => app.close());

let counter = 0;
/** A valid testimonial with a club name no other test uses. */
function validInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    clubName: `KS Dziesiątka ${counter}-${randomUUID().slice(0, 6)}`,
    logoUrl: '',
    shortTestimonial: 'System oszczędza nam godziny pracy.',
    fullTestimonial:
      'Od kiedy korzystamy z systemu, składki i rejestr strzelnicy prowadzimy w jednym miejscu bez arkuszy.',
    authorName: 'Anna Kowalska',
    authorPosition: 'Prezes Zarządu',
    isActive: true,
    ...overrides,
  };
}

const create = (payload: object, headers: Record<string, string> = admin) =>
  app.inject({ method: 'POST', url: '/api/testimonials', payload, headers });
const update = (id: string, payload: unknown, headers: Record<string, string> = admin) =>
  app.inject({ method: 'PUT', url: `/api/testimonials/${id}`, payload: payload as object, headers });
const remove = (id: string, headers: Record<string, string> = admin) =>
  app.inject({ method: 'DELETE', url: `/api/testimonials/${id}`, headers });
const listPublic = async () => (await app.inject({ method: 'GET', url: '/api/testimonials' })).json();
const listAdmin = async () =>
  (
    await app.inject({ method: 'GET', url: '/api/testimonials?limit=500', headers: admin })
  ).json() as Testimonial[];

async function created(overrides: Record<string, unknown> = {}): Promise<Testimonial> {
  const response = await create(validInput(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
}

const storedRow = async (id: string) =>
  (await app.db.select().from(testimonials).where(eq(testimonials.id, id)))[0];
const rowCount = async () => (await app.db.select().from(testimonials)).length;

describe('creating', () => {
  it('stores a testimonial, active by default, and answers 201 with it', async () => {
    const { isActive: _omitted, ...input } = validInput({ clubName: '  KS Cel  ', logoUrl: '' });
    const response = await create(input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(testimonialSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ ...input, clubName: 'KS Cel', logoUrl: null, isActive: true });
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await storedRow(body.id)).toMatchObject({ clubName: 'KS Cel', isActive: true });
  });

  it('keeps an http(s) logo address and an explicit inactive status', async () => {
    const body = await created({ logoUrl: ' https://cdn.example.pl/logo.png ', isActive: false });
    expect(body).toMatchObject({ logoUrl: 'https://cdn.example.pl/logo.png', isActive: false });
  });

  const tooShort: [string, string][] = [
    ['clubName', 'K'],
    ['shortTestimonial', 'Za krótko'],
    ['fullTestimonial', 'Dobra opinia, ale wyraźnie krótsza niż pięćdziesiąt.'.slice(0, 49)],
    ['authorName', 'A'],
    ['authorPosition', ' P '],
  ];
  it.each(tooShort)(
    'refuses a too short %s with its documented message and stores nothing',
    async (field, value) => {
      const before = await rowCount();
      const response = await create(validInput({ [field]: value }));
      expect(response.statusCode).toBe(400);
      const message = TESTIMONIAL_MESSAGES[field as keyof typeof TESTIMONIAL_MESSAGES];
      expect(response.json()).toEqual({ error: `${field}: ${message}`, fields: { [field]: message } });
      expect(await rowCount()).toBe(before);
    },
  );

  it('names every missing required field with its message', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      clubName: 'Nazwa klubu musi mieć minimum 2 znaki',
      shortTestimonial: 'Krótka opinia musi mieć minimum 10 znaków',
      fullTestimonial: 'Pełna opinia musi mieć minimum 50 znaków',
      authorName: 'Imię i nazwisko musi mieć minimum 2 znaki',
      authorPosition: 'Stanowisko musi mieć minimum 2 znaki',
    });
  });

  it.each([
    'logo.png',
    'ftp://example.pl/logo.png',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    'https://',
    42,
  ])('refuses the logo address %s', async (logoUrl) => {
    const response = await create(validInput({ logoUrl }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ logoUrl: TESTIMONIAL_MESSAGES.logoUrl });
  });

  it('refuses a non-boolean isActive, over-long texts and a non-string name', async () => {
    const notBoolean = await create(validInput({ isActive: 'yes' }));
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().fields).toEqual({ isActive: TESTIMONIAL_MESSAGES.isActive });

    const tooLong = await create(validInput({ fullTestimonial: 'x'.repeat(5001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ fullTestimonial: 'Maksymalnie 5000 znaków' });

    const notString = await create(validInput({ authorName: ['Jan'] }));
    expect(notString.statusCode).toBe(400);
    expect(notString.json().fields).toEqual({ authorName: TESTIMONIAL_MESSAGES.authorName });
  });
});

describe('listing', () => {
  it('shows visitors the active ones only, newest first, without internal fields', async () => {
    const older = await created();
    const hidden = await created({ isActive: false });
    const newer = await created();
    // Distinct creation times, so the expected order does not hang on clock resolution.
    for (const [row, minutesAgo] of [
      [older, 3],
      [hidden, 2],
      [newer, 1],
    ] as const) {
      await app.db
        .update(testimonials)
        .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(testimonials.id, row.id));
    }

    const visible = await listPublic();
    const ids = visible.map((item: { id: string }) => item.id);
    expect(ids).toContain(older.id);
    expect(ids).toContain(newer.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    for (const item of visible) expect(Object.keys(item).sort()).toEqual(publicKeys);
    // product §3 lists createdAt among a testimonial's fields; a visitor gets it too (not personal data).
    const newest = visible.find((item: { id: string }) => item.id === newer.id);
    expect(newest).toMatchObject({ id: newer.id, createdAt: expect.any(String) });
    expect(newest.createdAt).toBe((await storedRow(newer.id))!.createdAt.toISOString());

    const all = await listAdmin();
    const adminIds = all.map((item) => item.id);
    expect(adminIds.indexOf(newer.id)).toBeLessThan(adminIds.indexOf(hidden.id));
    expect(adminIds.indexOf(hidden.id)).toBeLessThan(adminIds.indexOf(older.id));
    expect(all.find((item) => item.id === hidden.id)).toMatchObject({ isActive: false });
  });

  it('gives the admin every testimonial with createdAt, paged, with the total in X-Total-Count', async () => {
    await created();
    await created({ isActive: false });
    const total = await rowCount();
    const response = await app.inject({
      method: 'GET',
      url: '/api/testimonials?limit=1&offset=1',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(total));
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body).toHaveLength(1);
    expect(testimonialSchema.parse(body[0])).toEqual(body[0]);

    const badPage = await app.inject({ method: 'GET', url: '/api/testimonials?limit=0', headers: admin });
    expect(badPage.statusCode).toBe(400);
    expect(Object.keys(badPage.json().fields)).toEqual(['limit']);
  });

  it(`caps the public list at the newest ${PUBLIC_TESTIMONIALS_LIMIT}`, async () => {
    const rows = Array.from({ length: PUBLIC_TESTIMONIALS_LIMIT + 1 }, () => {
      const { logoUrl: _logo, ...values } = validInput();
      return values;
    });
    await app.db.insert(testimonials).values(rows);
    expect((await listPublic()).length).toBe(PUBLIC_TESTIMONIALS_LIMIT);
  });
});

const publicKeys = [
  'authorName',
  'authorPosition',
  'clubName',
  'createdAt',
  'fullTestimonial',
  'id',
  'logoUrl',
  'shortTestimonial',
].sort();

describe('editing and the status toggle', () => {
  it('replaces every field, and an edit without isActive keeps the status', async () => {
    const original = await created({ isActive: false, logoUrl: 'https://example.pl/a.png' });
    const { isActive: _omitted, ...edit } = validInput({ clubName: 'KS Nowa Nazwa', logoUrl: '' });
    const response = await update(original.id, edit);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...original,
      ...edit,
      logoUrl: null,
      isActive: false,
    });
    expect(await storedRow(original.id)).toMatchObject({ clubName: 'KS Nowa Nazwa', logoUrl: null });
  });

  it('toggles with only isActive, and the public list follows', async () => {
    const item = await created();
    const off = await update(item.id, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...item, isActive: false });
    expect((await listPublic()).map((t: { id: string }) => t.id)).not.toContain(item.id);

    const on = await update(item.id, { isActive: true });
    expect(on.json()).toEqual({ ...item, isActive: true });
    expect((await listPublic()).map((t: { id: string }) => t.id)).toContain(item.id);
  });

  it('refuses a bad edit or toggle with the field message and changes nothing', async () => {
    const item = await created();
    const badEdit = await update(item.id, validInput({ shortTestimonial: 'krótko' }));
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().fields).toEqual({ shortTestimonial: TESTIMONIAL_MESSAGES.shortTestimonial });

    const badToggle = await update(item.id, { isActive: 'false' });
    expect(badToggle.statusCode).toBe(400);
    expect(badToggle.json().fields).toEqual({ isActive: TESTIMONIAL_MESSAGES.isActive });

    // Anything beyond isActive alone is an edit, which needs every field.
    const partial = await update(item.id, { isActive: false, clubName: 'KS Inny' });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json().fields)).toEqual([
      'shortTestimonial',
      'fullTestimonial',
      'authorName',
      'authorPosition',
    ]);

    const notObject = await update(item.id, [true]);
    expect(notObject.statusCode).toBe(400);

    expect(await storedRow(item.id)).toMatchObject({
      clubName: item.clubName,
      shortTestimonial: item.shortTestimonial,
      isActive: true,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await update(randomUUID(), validInput());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: TESTIMONIAL_NOT_FOUND });
    expect((await update(randomUUID(), { isActive: false })).statusCode).toBe(404);

    const malformed = await update('not-a-uuid', { isActive: false });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ id: 'Nieprawidłowy identyfikator' });
  });
});

describe('deleting', () => {
  it('deletes with 204 and the testimonial is gone everywhere', async () => {
    const item = await created();
    const response = await remove(item.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedRow(item.id)).toBeUndefined();
    expect((await listAdmin()).map((t) => t.id)).not.toContain(item.id);
    expect((await listPublic()).map((t: { id: string }) => t.id)).not.toContain(item.id);

    const again = await remove(item.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: TESTIMONIAL_NOT_FOUND });
  });
});

describe('anonymous writes', () => {
  it('refuses create, edit, toggle and delete with 401 and changes nothing', async () => {
    const item = await created();
    const before = await rowCount();
    const anonymous = {};
    const attempts = [
      await create(validInput(), anonymous),
      await update(item.id, validInput({ clubName: 'KS Włamywacz' }), anonymous),
      await update(item.id, { isActive: false }, anonymous),
      await remove(item.id, anonymous),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Not signed in' });
    }
    expect(await rowCount()).toBe(before);
    expect(await storedRow(item.id)).toMatchObject({ clubName: item.clubName, isActive: true });
  });

  it('refuses a signed-out session cookie too', async () => {
    const { headers } = await signInAsAdmin(app);
    await app.inject({ method: 'POST', url: '/api/admin/logout', headers });
    const response = await create(validInput(), headers);
    expect(response.statusCode).toBe(401);
    // A stale cookie on a read is simply a visitor: the public list, no internal fields.
    const read = await app.inject({ method: 'GET', url: '/api/testimonials', headers });
    for (const item of read.json()) expect(Object.keys(item).sort()).toEqual(publicKeys);
  });
});

describe('the language of a testimonial', () => {
  const publicIn = async (lang: 'pl' | 'en') =>
    (
      (await app.inject({ method: 'GET', url: `/api/testimonials?lang=${lang}` })).json() as { id: string }[]
    ).map((item) => item.id);

  it('defaults to both sites, is stored and returned to the admin', async () => {
    const plain = await created();
    expect(plain.language).toBe('both');
    const english = await created({ language: 'en' });
    expect(english.language).toBe('en');
    expect((await storedRow(english.id))!.language).toBe('en');
  });

  it('each site shows its own and those for both; the admin sees all with their language', async () => {
    // The public list is capped at the newest 24: start from none, so the three below are all in it.
    await app.db.delete(testimonials);
    const pl = await created({ language: 'pl' });
    const en = await created({ language: 'en' });
    const both = await created({ language: 'both' });
    const polish = await publicIn('pl');
    const english = await publicIn('en');
    expect(polish).toEqual(expect.arrayContaining([pl.id, both.id]));
    expect(polish).not.toContain(en.id);
    expect(english).toEqual(expect.arrayContaining([en.id, both.id]));
    expect(english).not.toContain(pl.id);
    // Visitors are not told the language field; the admin is, for every testimonial.
    expect(Object.keys((await listPublic())[0]).sort()).toEqual(publicKeys);
    const adminList = await listAdmin();
    expect(adminList.find((item) => item.id === en.id)?.language).toBe('en');
    expect(adminList.find((item) => item.id === pl.id)?.language).toBe('pl');
  });

  it('an edit changes it, an edit without it keeps it, and a bad value is refused by name', async () => {
    const item = await created({ language: 'en' });
    const { id: _id, createdAt: _created, isActive: _active, language: _language, ...fields } = item;
    const kept = await update(item.id, { ...fields, clubName: `${fields.clubName} (2)` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().language).toBe('en');
    const changed = await update(item.id, { ...fields, language: 'pl' });
    expect(changed.json().language).toBe('pl');
    const bad = await create(validInput({ language: 'de' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['language']);
    expect((await storedRow(item.id))!.language).toBe('pl');
  });
});
