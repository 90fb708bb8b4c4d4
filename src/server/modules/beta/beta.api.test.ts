import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHONE_INVALID } from '@shared/validation/phone';
import { betaSignups } from '../../db/schema/index';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { CACHE_CHANNEL } from '../../lib/shared-cache';
import { createBetaRepository } from './repository';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const valid = {
  name: '  Jan Kowalski ',
  email: 'jan.kowalski@example.pl',
  phone: '+48 600 100 200',
  clubName: 'KS Orzeł',
  clubSize: '21-50',
};
const signUp = (payload: object) => app.inject({ method: 'POST', url: '/api/beta-test-signup', payload });

/** Resolves once this process has heard every cache notification committed so far (they arrive in commit order). */
async function cacheHeardEverythingCommitted() {
  let loads = 0;
  const probe = async () => ++loads;
  await app.sharedCache.get('test-probe', probe);
  await app.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'test-probe')`);
  await vi.waitFor(async () => expect(await app.sharedCache.get('test-probe', probe)).toBe(2));
}

describe('POST /api/beta-test-signup', () => {
  it('stores a valid sign-up, trimmed, with status pending, and answers 201 with its id', async () => {
    const response = await signUp(valid);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [row] = await app.db.select().from(betaSignups).where(eq(betaSignups.id, id));
    expect(row).toMatchObject({ ...valid, name: 'Jan Kowalski', status: 'pending', adminNotes: null });
  });

  it.each([
    ['name', { name: '   ' }, 'Imię i nazwisko jest wymagane'],
    ['email', { email: '' }, 'Email jest wymagany'],
    ['email', { email: 'nie-email' }, 'Nieprawidłowy adres email'],
    ['phone', { phone: '' }, 'Wymagany numer telefonu'],
    ['phone', { phone: 'brak' }, PHONE_INVALID.pl],
    ['phone', { phone: '12-3' }, PHONE_INVALID.pl],
    ['phone', { phone: '60 01' }, PHONE_INVALID.pl],
    ['phone', { phone: 'tel. 600 100 200' }, PHONE_INVALID.pl],
    ['clubName', { clubName: '' }, 'Nazwa klubu jest wymagana'],
    ['clubSize', { clubSize: '5000' }, 'Wybierz wielkość klubu'],
    ['name', { name: 'x'.repeat(201) }, 'Maksymalnie 200 znaków'],
  ])('refuses a bad %s with 400 and its message, storing nothing', async (field, change, message) => {
    const before = (await app.db.select({ id: betaSignups.id }).from(betaSignups)).length;
    const response = await signUp({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect((await app.db.select({ id: betaSignups.id }).from(betaSignups)).length).toBe(before);
  });

  it('names every missing field at once', async () => {
    const response = await signUp({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'clubName',
      'clubSize',
      'email',
      'name',
      'phone',
    ]);
  });

  it('reaches the operator in the beta list', async () => {
    const { id } = (await signUp({ ...valid, email: 'lista@example.pl' })).json();
    const { headers } = await signInAsAdmin(app);
    const list = await app.inject({ method: 'GET', url: '/api/admin/beta-signups?q=lista@example', headers });
    expect(list.json()).toEqual([
      expect.objectContaining({ id, email: 'lista@example.pl', clubSize: '21-50' }),
    ]);
  });
});

describe('pop-up settings', () => {
  it('are off until the operator switches them on, and uncached', async () => {
    const fresh = await createTestApp();
    const response = await fresh.inject({ method: 'GET', url: '/api/popup-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false, shown: false });
    expect(response.headers['cache-control']).toBe('private, no-store');
    await fresh.close();
  });

  it('the operator switches the pop-up on and off; visitors read it', async () => {
    const { headers } = await signInAsAdmin(app);
    for (const enabled of [true, false, true]) {
      const set = await app.inject({
        method: 'POST',
        url: '/api/admin/popup-settings',
        payload: { enabled },
        headers,
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ enabled });
      // Asked without a browser's agent: not counted, so nothing is remembered and it counts as shown.
      expect((await app.inject({ method: 'GET', url: '/api/popup-settings' })).json()).toEqual({
        enabled,
        shown: enabled,
      });
    }
  });

  it('answers from memory until a change commits, which drops the kept answer', async () => {
    const { headers } = await signInAsAdmin(app);
    const set = (enabled: boolean) =>
      app.inject({ method: 'POST', url: '/api/admin/popup-settings', payload: { enabled }, headers });
    const read = async () =>
      (await app.inject({ method: 'GET', url: '/api/popup-settings' })).json<{ enabled: boolean }>().enabled;
    await set(false);
    // On PostgreSQL the change's notification comes back to this process a moment after the commit and
    // drops the key once more; wait for it, or it would drop the answer the next lines expect to be kept.
    await cacheHeardEverythingCommitted();
    expect(await read()).toBe(false);
    // Behind the service's back (no invalidation): the kept answer stands.
    await createBetaRepository(app.db).writePopupEnabled(true);
    expect(await read()).toBe(false);
    await set(true);
    expect(await read()).toBe(true);
  });

  it('refuses anonymous changes (401) and a non-boolean (400)', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/popup-settings',
      payload: { enabled: false },
    });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await signInAsAdmin(app);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/popup-settings',
      payload: { enabled: 'yes' },
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('enabled');
  });
});
