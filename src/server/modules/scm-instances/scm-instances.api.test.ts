import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import type { ScmInstance } from '@shared/contracts/scm-instances';
import { scmInstances } from '../../db/schema/index';
import { appWithAdmin } from '../../test/test-app';

const { app, headers } = await appWithAdmin();

const valid = {
  instanceName: 'orzel-prod',
  clubName: 'KS Orzeł',
  contactEmail: 'it@orzel.pl',
  licenseType: 'medium',
  modules: ['members', 'fees'],
};
const create = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/admin/scm-instances', headers, payload: payload as object });
const remove = (id: string) =>
  app.inject({ method: 'DELETE', url: `/api/admin/scm-instances/${id}`, headers });
const count = async () => (await app.db.select({ id: scmInstances.id }).from(scmInstances)).length;

describe('POST /api/admin/scm-instances', () => {
  it('creates an active instance with a generated API key and secret', async () => {
    const response = await create({ ...valid, modules: [' members ', '', 'fees ', ' '] });
    expect(response.statusCode).toBe(201);
    const instance = response.json<ScmInstance>();
    expect(instance).toMatchObject({
      instanceName: 'orzel-prod',
      clubName: 'KS Orzeł',
      contactEmail: 'it@orzel.pl',
      licenseType: 'medium',
      modules: ['members', 'fees'],
      domain: null,
      webhookUrl: null,
      status: 'active',
      lastActivity: null,
    });
    expect(instance.apiKey).toMatch(/^scm_[A-Za-z0-9_-]{32}$/);
    expect(instance.apiSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The secret is encrypted at rest.
    const [row] = await app.db.select().from(scmInstances).where(eq(scmInstances.id, instance.id));
    expect(row!.apiSecretEncrypted).not.toContain(instance.apiSecret);
    expect(app.cipher.decrypt(row!.apiSecretEncrypted)).toBe(instance.apiSecret);
  });

  it('keeps domain and webhook when given, omits them when blank', async () => {
    const full = await create({ ...valid, domain: 'orzel.pl', webhookUrl: 'https://orzel.pl/hook' });
    expect(full.json()).toMatchObject({ domain: 'orzel.pl', webhookUrl: 'https://orzel.pl/hook' });
    const blank = await create({ ...valid, domain: '  ', webhookUrl: '' });
    expect(blank.statusCode).toBe(201);
    expect(blank.json()).toMatchObject({ domain: null, webhookUrl: null });
    const noModules = await create({ ...valid, modules: undefined });
    expect(noModules.json().modules).toEqual([]);
  });

  it.each([
    ['instanceName', { instanceName: ' ' }, 'Instance name is required'],
    ['clubName', { clubName: undefined }, 'Club name is required'],
    ['contactEmail', { contactEmail: 'it@' }, 'Invalid email address'],
    ['licenseType', { licenseType: 'huge' }, 'License type must be small, medium or large'],
    ['licenseType', { licenseType: undefined }, 'License type must be small, medium or large'],
    ['webhookUrl', { webhookUrl: 'not a url' }, 'Invalid webhook URL'],
    ['modules', { modules: 'members, fees' }, 'Modules must be a list of names of at most 80 characters'],
  ])('refuses a bad %s with 400 naming it: %j', async (field, change, message) => {
    const before = await count();
    const response = await create({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await count()).toBe(before);
  });
});

describe('GET /api/admin/scm-instances', () => {
  it('lists newest first with the total, secrets in full for the admin', async () => {
    const first = (await create({ ...valid, instanceName: 'first' })).json<ScmInstance>();
    const second = (await create({ ...valid, instanceName: 'second' })).json<ScmInstance>();
    const response = await app.inject({ method: 'GET', url: '/api/admin/scm-instances', headers });
    expect(response.statusCode).toBe(200);
    const list = response.json<ScmInstance[]>();
    expect(list.slice(0, 2).map((i) => i.id)).toEqual([second.id, first.id]);
    expect(list[0]!.apiSecret).toBe(second.apiSecret);
    expect(Number(response.headers[TOTAL_COUNT_HEADER])).toBe(await count());
  });
});

describe('DELETE /api/admin/scm-instances/:id', () => {
  it('deletes with 204, then answers 404 for the same id', async () => {
    const instance = (await create(valid)).json<ScmInstance>();
    const response = await remove(instance.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await app.db.select().from(scmInstances).where(eq(scmInstances.id, instance.id))).toHaveLength(0);
    const again = await remove(instance.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'SCM instance not found' });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    expect((await remove('123')).statusCode).toBe(400);
  });
});

describe('the admin guard', () => {
  it.each([
    ['GET', '/api/admin/scm-instances'],
    ['POST', '/api/admin/scm-instances'],
    ['DELETE', '/api/admin/scm-instances/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s without a session is 401', async (method, url) => {
    const response = await app.inject({ method, url, payload: method === 'POST' ? valid : undefined });
    expect(response.statusCode).toBe(401);
  });
});
