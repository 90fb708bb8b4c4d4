import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@shared/contracts/oauth';
import type { Tenant } from '@shared/contracts/tenants';
import { oauthTokens, tenants } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { basicAuth, createTenant, formBody, requestToken } from '../../test/factories/tenants';
import { nextIp } from '../../test/factories/visitors';
import { TOKEN_FAILURES_PER_IP, TOKEN_LIMIT_PER_CLIENT } from './service';

let app: TestApp;
let headers: Record<string, string>;
let tenant: Tenant;
beforeAll(async () => {
  app = await createTestApp();
  ({ headers } = await signInAsAdmin(app));
  tenant = await createTenant(app, headers);
});
afterAll(() => app.close());

const goodBasic = () => basicAuth(tenant.clientId, tenant.clientSecret);

/** RFC 6749 §5.2 body, and no caching of any token-endpoint answer. */
function expectOAuthError(response: Awaited<ReturnType<typeof requestToken>>, status: number, error: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error, error_description: expect.any(String) });
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.pragma).toBe('no-cache');
}

describe('issuing a token (RFC 6749 §4.4)', () => {
  it('answers a Basic-authenticated request with a Bearer token, not cacheable', async () => {
    const response = await requestToken(app, { authorization: goodBasic() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.pragma).toBe('no-cache');
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      scope: 'bug-reports:write',
    });
    // Stored only as a hash, expiring after the announced lifetime.
    const [row] = await app.db
      .select()
      .from(oauthTokens)
      .where(eq(oauthTokens.tokenHash, sha256(body.access_token)));
    expect(row!.tenantId).toBe(tenant.id);
    const lifetime = (row!.expiresAt.getTime() - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(ACCESS_TOKEN_LIFETIME_SECONDS - 60);
    expect(lifetime).toBeLessThanOrEqual(ACCESS_TOKEN_LIFETIME_SECONDS + 1);
  });

  it('records the tenant activity', async () => {
    const fresh = await createTenant(app, headers);
    await requestToken(app, { authorization: basicAuth(fresh.clientId, fresh.clientSecret) });
    const [row] = await app.db.select().from(tenants).where(eq(tenants.id, fresh.id));
    expect(row!.lastActivity!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts client_id and client_secret as form parameters', async () => {
    const response = await requestToken(app, {
      body: {
        grant_type: 'client_credentials',
        client_id: tenant.clientId,
        client_secret: tenant.clientSecret,
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a JSON body and an explicit scope', async () => {
    const response = await requestToken(app, {
      authorization: goodBasic(),
      contentType: 'application/json',
      payload: JSON.stringify({ grant_type: 'client_credentials', scope: 'bug-reports:write' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().scope).toBe('bug-reports:write');
  });

  it('URL-decodes the Basic credentials (RFC 6749 §2.3.1)', async () => {
    const encoded = `Basic ${Buffer.from(`${tenant.clientId.replace('_', '%5F')}:${tenant.clientSecret}`).toString('base64')}`;
    expect((await requestToken(app, { authorization: encoded })).statusCode).toBe(200);
  });

  it('accepts a charset parameter in the form content type', async () => {
    const response = await requestToken(app, {
      authorization: goodBasic(),
      contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('token errors (RFC 6749 §5.2)', () => {
  it('invalid_client 401 with a Basic challenge for a wrong secret, an unknown client, or none at all', async () => {
    for (const authorization of [
      basicAuth(tenant.clientId, 'wrong-secret'),
      basicAuth('tnt_unknown', tenant.clientSecret),
      'Bearer abc',
      'Basic !!!not-base64',
      `Basic ${Buffer.from('no-colon-here').toString('base64')}`,
      undefined,
    ]) {
      const response = await requestToken(app, authorization === undefined ? {} : { authorization });
      expectOAuthError(response, 401, 'invalid_client');
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm="oauth"/);
    }
  });

  it('invalid_client for wrong form credentials too', async () => {
    const response = await requestToken(app, {
      body: { grant_type: 'client_credentials', client_id: tenant.clientId, client_secret: 'nope' },
    });
    expectOAuthError(response, 401, 'invalid_client');
  });

  it('invalid_request for two authentication methods, half form credentials, a missing grant type', async () => {
    const both = await requestToken(app, {
      authorization: goodBasic(),
      body: {
        grant_type: 'client_credentials',
        client_id: tenant.clientId,
        client_secret: tenant.clientSecret,
      },
    });
    expectOAuthError(both, 400, 'invalid_request');

    const half = await requestToken(app, {
      body: { grant_type: 'client_credentials', client_id: tenant.clientId },
    });
    expectOAuthError(half, 400, 'invalid_request');

    const noGrant = await requestToken(app, { authorization: goodBasic(), body: {} });
    expectOAuthError(noGrant, 400, 'invalid_request');
    expect(noGrant.json().error_description).toContain('grant_type');
  });

  it('invalid_request for a repeated parameter, bad JSON, an unsupported content type, no body', async () => {
    const repeated = await requestToken(app, {
      authorization: goodBasic(),
      payload: 'grant_type=client_credentials&grant_type=client_credentials',
    });
    expectOAuthError(repeated, 400, 'invalid_request');
    expect(repeated.json().error_description).toContain('grant_type');

    const badJson = await requestToken(app, {
      authorization: goodBasic(),
      contentType: 'application/json',
      payload: '{"grant_type": ',
    });
    expectOAuthError(badJson, 400, 'invalid_request');

    const text = await requestToken(app, {
      authorization: goodBasic(),
      contentType: 'text/plain',
      payload: 'grant_type=client_credentials',
    });
    expectOAuthError(text, 400, 'invalid_request');

    const empty = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: nextIp(),
      headers: { authorization: goodBasic() },
    });
    expectOAuthError(empty, 400, 'invalid_request');
  });

  it('unsupported_grant_type for any grant but client_credentials', async () => {
    for (const grant of ['password', 'authorization_code', 'refresh_token', 'CLIENT_CREDENTIALS']) {
      const response = await requestToken(app, { authorization: goodBasic(), body: { grant_type: grant } });
      expectOAuthError(response, 400, 'unsupported_grant_type');
    }
  });

  it('invalid_scope for any scope but bug-reports:write', async () => {
    for (const scope of ['admin', 'bug-reports:write admin', 'bug-reports:read', ' ']) {
      const response = await requestToken(app, {
        authorization: goodBasic(),
        body: { grant_type: 'client_credentials', scope },
      });
      expectOAuthError(response, 400, 'invalid_scope');
    }
  });

  it('refuses a deactivated tenant with invalid_client, and issues no token', async () => {
    const inactive = await createTenant(app, headers);
    await app.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${inactive.id}/status`,
      headers,
      payload: { isActive: false },
    });
    const response = await requestToken(app, {
      authorization: basicAuth(inactive.clientId, inactive.clientSecret),
    });
    expectOAuthError(response, 401, 'invalid_client');
    expect(await app.db.select().from(oauthTokens).where(eq(oauthTokens.tenantId, inactive.id))).toHaveLength(
      0,
    );
  });

  it('refuses a browser page of another site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        origin: 'https://evil.example',
        authorization: goodBasic(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: formBody({ grant_type: 'client_credentials' }),
    });
    expectOAuthError(response, 403, 'invalid_request');
  });
});

describe('rate limits (429 with Retry-After)', () => {
  it(`stops guessing from one IP after ${TOKEN_FAILURES_PER_IP.limit} failures, even with the right secret`, async () => {
    const ip = nextIp();
    for (let i = 0; i < TOKEN_FAILURES_PER_IP.limit; i++) {
      const guess = await requestToken(app, { ip, authorization: basicAuth(`tnt_guess${i}`, 'secret') });
      expect(guess.statusCode).toBe(401);
    }
    const blocked = await requestToken(app, { ip, authorization: goodBasic() });
    expectOAuthError(blocked, 429, 'too_many_requests');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await requestToken(app, { authorization: goodBasic() })).statusCode).toBe(200);
  });

  it(`limits one client id to ${TOKEN_LIMIT_PER_CLIENT.limit} token requests per window, from any IP`, async () => {
    const busy = await createTenant(app, headers);
    const authorization = basicAuth(busy.clientId, busy.clientSecret);
    for (let i = 0; i < TOKEN_LIMIT_PER_CLIENT.limit; i++) {
      expect((await requestToken(app, { authorization })).statusCode).toBe(200);
    }
    const blocked = await requestToken(app, { authorization });
    expectOAuthError(blocked, 429, 'too_many_requests');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other clients keep working.
    expect((await requestToken(app, { authorization: goodBasic() })).statusCode).toBe(200);
  });
});
