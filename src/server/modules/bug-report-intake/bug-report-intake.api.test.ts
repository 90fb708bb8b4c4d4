import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '@shared/contracts/tenants';
import { bugReports, oauthTokens, rateLimitHits } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/crypto';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { basicAuth, createTenant, requestToken, tokenFor } from '../../test/factories/tenants';
import { REPORTS_PER_TENANT } from './service';

let app: TestApp;
let headers: Record<string, string>;
let tenant: Tenant;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  ({ headers } = await signInAsAdmin(app));
  tenant = await createTenant(app, headers);
  token = await tokenFor(app, tenant);
});
afterAll(() => app.close());

/** `null`: no Authorization header at all. */
const fileReport = (payload: unknown, authorization: string | null = `Bearer ${token}`) =>
  app.inject({
    method: 'POST',
    url: '/api/bug-report',
    headers: authorization === null ? {} : { authorization },
    payload: payload as object,
  });

const minimal = { title: 'Nie działa eksport', description: 'Eksport raportu kończy się błędem 500.' };
const countReports = async () => (await app.db.select({ id: bugReports.id }).from(bugReports)).length;

describe('the whole flow: tenant → token → report → operator → deactivation', () => {
  it('files a report the operator sees as open, then a deactivated tenant is refused at once', async () => {
    const club = await createTenant(app, headers, { tenantName: 'klub-sokol', clubName: 'KS Sokół' });

    const tokenResponse = await requestToken(app, {
      authorization: basicAuth(club.clientId, club.clientSecret),
    });
    expect(tokenResponse.statusCode).toBe(200);
    const accessToken = tokenResponse.json().access_token as string;

    const filed = await fileReport(
      {
        title: 'Kalendarz nie zapisuje zmian',
        description: 'Po edycji treningu zmiany znikają.',
        type: 'bug',
        priority: 'high',
        category: 'Kalendarz',
        reporterName: 'Jan Kowalski',
        reporterEmail: 'jan@sokol.pl',
        reproductionSteps: '1. Otwórz trening 2. Zmień godzinę 3. Zapisz',
        expectedBehavior: 'Zmiana zapisana',
        actualBehavior: 'Zmiana znika',
      },
      `Bearer ${accessToken}`,
    );
    expect(filed.statusCode).toBe(201);
    const { id, status } = filed.json();
    expect(status).toBe('open');

    const [row] = await app.db.select().from(bugReports).where(eq(bugReports.id, id));
    expect(row).toMatchObject({
      tenantId: club.id,
      status: 'open',
      title: 'Kalendarz nie zapisuje zmian',
      priority: 'high',
      category: 'Kalendarz',
      reporterEmail: 'jan@sokol.pl',
      actualBehavior: 'Zmiana znika',
    });

    // The operator's bug-report screen and lifecycle tab read this list.
    const inbox = await app.inject({ method: 'GET', url: '/api/admin/bug-reports', headers });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()).toContainEqual(
      expect.objectContaining({
        id,
        status: 'open',
        tenantId: club.id,
        title: 'Kalendarz nie zapisuje zmian',
      }),
    );

    const tenantsList = await app.inject({ method: 'GET', url: '/api/admin/tenants', headers });
    const listed = tenantsList.json<Tenant[]>().find((t) => t.id === club.id)!;
    expect(new Date(listed.lastActivity!).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const off = await app.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${club.id}/status`,
      headers,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);

    const withOldToken = await fileReport(minimal, `Bearer ${accessToken}`);
    expect(withOldToken.statusCode).toBe(401);
    expect(withOldToken.headers['www-authenticate']).toContain('error="invalid_token"');

    const newToken = await requestToken(app, { authorization: basicAuth(club.clientId, club.clientSecret) });
    expect(newToken.statusCode).toBe(401);
    expect(newToken.json().error).toBe('invalid_client');
  });
});

describe('POST /api/bug-report', () => {
  it('defaults priority to medium and type to bug; blank optional fields are absent', async () => {
    const response = await fileReport({ ...minimal, category: '  ', reporterEmail: '', reporterName: null });
    expect(response.statusCode).toBe(201);
    const [row] = await app.db.select().from(bugReports).where(eq(bugReports.id, response.json().id));
    expect(row).toMatchObject({
      priority: 'medium',
      type: 'bug',
      category: null,
      reporterEmail: null,
      reporterName: null,
      tenantId: tenant.id,
    });
  });

  it.each(['bug', 'feature', 'improvement', 'other'])('accepts type %s', async (type) => {
    expect((await fileReport({ ...minimal, type })).statusCode).toBe(201);
  });

  it.each(['low', 'medium', 'high', 'critical'])('accepts priority %s', async (priority) => {
    expect((await fileReport({ ...minimal, priority })).statusCode).toBe(201);
  });

  it.each([
    ['title', { title: '' }, 'title is required'],
    ['title', { title: undefined }, 'title is required'],
    ['title', { title: 'x'.repeat(201) }, 'title must have at most 200 characters'],
    ['description', { description: '   ' }, 'description is required'],
    ['type', { type: 'question' }, 'type must be one of: bug, feature, improvement, other'],
    ['priority', { priority: 'urgent' }, 'priority must be one of: low, medium, high, critical'],
    ['reporterEmail', { reporterEmail: 'jan@' }, 'reporterEmail must be a valid email address'],
    ['category', { category: 42 }, 'category must be a string'],
  ])('refuses a bad %s with 400 naming it: %j', async (field, change, message) => {
    const before = await countReports();
    const response = await fileReport({ ...minimal, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await countReports()).toBe(before);
  });

  it('401 with only the challenge when no token is sent', async () => {
    for (const authorization of [null, basicAuth(tenant.clientId, tenant.clientSecret)]) {
      const response = await fileReport(minimal, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
      expect(response.json()).toHaveProperty('error');
    }
  });

  it('401 invalid_token for an unknown, malformed or expired token — before looking at the body', async () => {
    const expired = randomToken(32);
    await app.db.insert(oauthTokens).values({
      tokenHash: sha256(expired),
      tenantId: tenant.id,
      scope: 'bug-reports:write',
      expiresAt: new Date(Date.now() - 1000),
    });
    const before = await countReports();
    for (const authorization of [`Bearer ${randomToken(32)}`, 'Bearer', 'Bearer a b', `Bearer ${expired}`]) {
      const response = await fileReport({ title: '' }, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
    }
    expect(await countReports()).toBe(before);
  });

  it('403 insufficient_scope for a token without bug-reports:write', async () => {
    const readOnly = randomToken(32);
    await app.db.insert(oauthTokens).values({
      tokenHash: sha256(readOnly),
      tenantId: tenant.id,
      scope: 'bug-reports:read',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const response = await fileReport(minimal, `Bearer ${readOnly}`);
    expect(response.statusCode).toBe(403);
    expect(response.headers['www-authenticate']).toContain('error="insufficient_scope"');
    expect(response.headers['www-authenticate']).toContain('scope="bug-reports:write"');
  });

  it('ignores a session cookie: an admin without a token is still refused', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/bug-report', headers, payload: minimal });
    expect(response.statusCode).toBe(401);
  });

  it(`limits a tenant to ${REPORTS_PER_TENANT.limit} reports per window with 429 and Retry-After`, async () => {
    const noisy = await createTenant(app, headers);
    const noisyToken = await tokenFor(app, noisy);
    // The window's count as if the tenant had just filed its limit.
    await app.db.insert(rateLimitHits).values({
      key: `bug-report:tenant:${noisy.id}`,
      windowStart: new Date(),
      count: REPORTS_PER_TENANT.limit,
    });
    const response = await fileReport(minimal, `Bearer ${noisyToken}`);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // The other tenant is not affected.
    expect((await fileReport(minimal)).statusCode).toBe(201);
  });
});
