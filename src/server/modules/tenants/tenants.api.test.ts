import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import { planCapMessage, TENANT_MESSAGES, type Tenant } from '@shared/contracts/tenants';
import { oauthTokens, tenants } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import { appWithAdmin } from '../../test/test-app';
import { basicAuth, createTenant, requestToken, tokenFor } from '../../test/factories/tenants';

const { app, headers } = await appWithAdmin();

const validTenant = {
  tenantName: 'klub-orzel',
  clubName: 'Klub Strzelecki Orzeł',
  contactEmail: 'zarzad@orzel.pl',
};

const post = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/admin/tenants', headers, payload: payload as object });
const setStatus = (id: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: `/api/admin/tenants/${id}/status`, headers, payload: payload as object });
const countTenants = async () => (await app.db.select({ id: tenants.id }).from(tenants)).length;

describe('POST /api/admin/tenants', () => {
  it('creates a tenant with the defaults and generated credentials', async () => {
    const response = await post({ ...validTenant, contactEmail: '  Zarzad@Orzel.pl ' });
    expect(response.statusCode).toBe(201);
    const tenant = response.json<Tenant>();
    expect(tenant).toMatchObject({
      tenantName: 'klub-orzel',
      clubName: 'Klub Strzelecki Orzeł',
      contactEmail: 'Zarzad@Orzel.pl',
      contactPhone: null,
      domain: null,
      webhookUrl: null,
      subscriptionPlan: 'basic',
      maxUsers: 50,
      modules: [],
      isActive: true,
      lastActivity: null,
    });
    expect(tenant.clientId).toMatch(/^tnt_[A-Za-z0-9_-]{20,}$/);
    expect(tenant.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(tenant.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores the secret only hashed and encrypted, never in plain text', async () => {
    const tenant = await createTenant(app, headers);
    const [row] = await app.db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(row!.clientSecretHash).toBe(sha256(tenant.clientSecret));
    expect(row!.clientSecretEncrypted).not.toContain(tenant.clientSecret);
    expect(app.cipher.decrypt(row!.clientSecretEncrypted)).toBe(tenant.clientSecret);
  });

  it('keeps the optional fields, trims modules and drops empty ones', async () => {
    const response = await post({
      ...validTenant,
      contactPhone: '+48 600 100 200',
      domain: 'orzel.strzelnica.pl',
      webhookUrl: 'https://orzel.pl/hooks/scm',
      subscriptionPlan: 'premium',
      maxUsers: 200,
      modules: [' members ', '', 'fees', 'fees'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      contactPhone: '+48 600 100 200',
      domain: 'orzel.strzelnica.pl',
      webhookUrl: 'https://orzel.pl/hooks/scm',
      subscriptionPlan: 'premium',
      maxUsers: 200,
      modules: ['members', 'fees'],
    });
  });

  it('treats blank optional fields as absent', async () => {
    const response = await post({ ...validTenant, contactPhone: ' ', domain: '', webhookUrl: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contactPhone: null, domain: null, webhookUrl: null });
  });

  it('gives every tenant its own client id and secret', async () => {
    const [a, b] = [await createTenant(app, headers), await createTenant(app, headers)];
    expect(a.clientId).not.toBe(b.clientId);
    expect(a.clientSecret).not.toBe(b.clientSecret);
  });

  it.each([
    ['tenantName', { tenantName: 'ab' }, TENANT_MESSAGES.tenantName],
    ['tenantName', { tenantName: '  ab  ' }, TENANT_MESSAGES.tenantName],
    ['tenantName', { tenantName: undefined }, TENANT_MESSAGES.tenantName],
    ['clubName', { clubName: 'Xy' }, TENANT_MESSAGES.clubName],
    ['contactEmail', { contactEmail: 'not-an-email' }, TENANT_MESSAGES.contactEmail],
    ['contactEmail', { contactEmail: undefined }, TENANT_MESSAGES.contactEmail],
    ['webhookUrl', { webhookUrl: 'orzel.pl/hook' }, TENANT_MESSAGES.webhookUrl],
    ['webhookUrl', { webhookUrl: 'javascript:alert(1)' }, TENANT_MESSAGES.webhookUrl],
    ['maxUsers', { maxUsers: 0 }, TENANT_MESSAGES.minUsers],
    ['maxUsers', { maxUsers: 1001, subscriptionPlan: 'enterprise' }, TENANT_MESSAGES.maxUsers],
    ['maxUsers', { maxUsers: 2.5 }, 'Liczba użytkowników musi być liczbą całkowitą'],
    ['maxUsers', { maxUsers: '50' }, 'Podaj liczbę użytkowników'],
    ['maxUsers', { maxUsers: 51 }, planCapMessage('basic')],
    ['maxUsers', { maxUsers: 201, subscriptionPlan: 'premium' }, planCapMessage('premium')],
    [
      'subscriptionPlan',
      { subscriptionPlan: 'gold' },
      'Plan subskrypcji musi być jednym z: basic, premium, enterprise',
    ],
    ['modules', { modules: 'fees, members' }, 'Moduły muszą być listą nazw (maksymalnie 80 znaków każda)'],
  ])('refuses a bad %s with 400 naming it: %j', async (field, change, message) => {
    const before = await countTenants();
    const response = await post({ ...validTenant, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(response.json().error).toBe(`${field}: ${message}`);
    expect(await countTenants()).toBe(before);
  });

  it('accepts the limits themselves: 1 user, and 1000 on enterprise', async () => {
    expect((await post({ ...validTenant, maxUsers: 1 })).statusCode).toBe(201);
    const enterprise = await post({ ...validTenant, subscriptionPlan: 'enterprise', maxUsers: 1000 });
    expect(enterprise.statusCode).toBe(201);
  });

  it('names every bad field at once', async () => {
    const response = await post({ tenantName: 'a', clubName: 'b', contactEmail: 'c' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      tenantName: TENANT_MESSAGES.tenantName,
      clubName: TENANT_MESSAGES.clubName,
      contactEmail: TENANT_MESSAGES.contactEmail,
    });
  });
});

describe('GET /api/admin/tenants', () => {
  it('lists newest first with the total in X-Total-Count, credentials included for the admin', async () => {
    const older = await createTenant(app, headers);
    const newer = await createTenant(app, headers);
    const response = await app.inject({ method: 'GET', url: '/api/admin/tenants?limit=2', headers });
    expect(response.statusCode).toBe(200);
    const list = response.json<Tenant[]>();
    expect(list.map((t) => t.id)).toEqual([newer.id, older.id]);
    expect(list[0]!.clientSecret).toBe(newer.clientSecret);
    expect(Number(response.headers[TOTAL_COUNT_HEADER])).toBe(await countTenants());

    const next = await app.inject({ method: 'GET', url: '/api/admin/tenants?limit=1&offset=1', headers });
    expect(next.json<Tenant[]>().map((t) => t.id)).toEqual([older.id]);
  });

  it('refuses a bad page size with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/tenants?limit=0', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('limit');
  });
});

describe('PUT /api/admin/tenants/:id/status', () => {
  it('deactivates (revoking issued tokens in the same step) and reactivates', async () => {
    const tenant = await createTenant(app, headers);
    await tokenFor(app, tenant);
    expect(await app.db.select().from(oauthTokens).where(eq(oauthTokens.tenantId, tenant.id))).toHaveLength(
      1,
    );

    const off = await setStatus(tenant.id, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: tenant.id, isActive: false });
    expect(await app.db.select().from(oauthTokens).where(eq(oauthTokens.tenantId, tenant.id))).toHaveLength(
      0,
    );

    const on = await setStatus(tenant.id, { isActive: true });
    expect(on.json()).toMatchObject({ id: tenant.id, isActive: true });
    expect((await tokenFor(app, tenant)).length).toBeGreaterThan(20);
  });

  it('answers 404 for an unknown tenant and 400 for a bad id or body', async () => {
    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', { isActive: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Nie znaleziono tenanta' });

    expect((await setStatus('not-a-uuid', { isActive: false })).statusCode).toBe(400);

    const tenant = await createTenant(app, headers);
    const badBody = await setStatus(tenant.id, { isActive: 'no' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().fields).toEqual({ isActive: 'Pole isActive musi mieć wartość true lub false' });
    const [row] = await app.db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(row!.isActive).toBe(true);
  });
});

describe('POST /api/admin/tenants/:id/rotate-secret', () => {
  it('issues a new secret: the old one and its tokens stop working, the new one works', async () => {
    const tenant = await createTenant(app, headers);
    const oldToken = await tokenFor(app, tenant);
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/rotate-secret`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const rotated = response.json<Tenant>();
    expect(rotated.clientId).toBe(tenant.clientId);
    expect(rotated.clientSecret).not.toBe(tenant.clientSecret);

    const withOld = await requestToken(app, {
      authorization: basicAuth(tenant.clientId, tenant.clientSecret),
    });
    expect(withOld.statusCode).toBe(401);
    const report = await app.inject({
      method: 'POST',
      url: '/api/bug-report',
      headers: { authorization: `Bearer ${oldToken}` },
      payload: { title: 'x', description: 'y' },
    });
    expect(report.statusCode).toBe(401);
    expect((await tokenFor(app, rotated)).length).toBeGreaterThan(20);
  });

  it('answers 404 for an unknown tenant', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/tenants/00000000-0000-4000-8000-000000000000/rotate-secret',
      headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the admin guard', () => {
  it.each([
    ['GET', '/api/admin/tenants'],
    ['POST', '/api/admin/tenants'],
    ['PUT', '/api/admin/tenants/00000000-0000-4000-8000-000000000000/status'],
    ['POST', '/api/admin/tenants/00000000-0000-4000-8000-000000000000/rotate-secret'],
  ] as const)('%s %s without a session is 401 and reveals nothing', async (method, url) => {
    const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : validTenant });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('clientSecret');
  });
});
