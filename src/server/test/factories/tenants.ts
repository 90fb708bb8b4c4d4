import type { CreateTenantRequest, Tenant } from '@shared/contracts/tenants';
import type { TestApp } from '../test-app';
import { nextIp } from './visitors';

/** Tenants and their OAuth tokens for the API tests: real requests, nothing of ours replaced. */

/** RFC 6749 §2.3.1: each half form-encoded, then base64 of "id:secret". */
export const basicAuth = (clientId: string, clientSecret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;

export const formBody = (params: Record<string, string>) => new URLSearchParams(params).toString();

let tenantCounter = 0;

export async function createTenant(
  app: TestApp,
  headers: Record<string, string>,
  overrides: Partial<CreateTenantRequest> = {},
): Promise<Tenant> {
  const n = ++tenantCounter;
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/tenants',
    headers,
    payload: {
      tenantName: `klub-${n}`,
      clubName: `Klub Strzelecki ${n}`,
      contactEmail: `klub${n}@example.pl`,
      ...overrides,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`tenant not created: ${response.statusCode} ${response.body}`);
  return response.json<Tenant>();
}

export function requestToken(
  app: TestApp,
  options: {
    authorization?: string;
    body?: Record<string, string>;
    contentType?: string;
    payload?: string;
    ip?: string;
  },
) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
      ...(options.authorization !== undefined && { authorization: options.authorization }),
    },
    payload: options.payload ?? formBody(options.body ?? { grant_type: 'client_credentials' }),
  });
}

export async function tokenFor(app: TestApp, tenant: Tenant): Promise<string> {
  const response = await requestToken(app, {
    authorization: basicAuth(tenant.clientId, tenant.clientSecret),
  });
  if (response.statusCode !== 200) throw new Error(`no token: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}
