import { validate, compileErrors } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BETA_SIGNUP_PATH } from '@shared/beta';
import { bugReportIntakeSchema } from '@shared/contracts/bug-report-intake';
import { contactRequestSchema } from '@shared/contracts/contact';
import { demoBookingRequestSchema } from '@shared/contracts/demo';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@shared/contracts/headers';
import { tokenRequestSchema, tokenResponseSchema } from '@shared/contracts/oauth';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  bugReportExample,
  contactExample,
  demoBookingExample,
  tokenRequestExample,
  tokenResponseExample,
} from './openapi-examples';

type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  security?: Record<string, string[]>[];
  tags?: string[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<
    string,
    {
      content?: Record<string, { schema: { properties?: Record<string, unknown> } }>;
      headers?: Record<string, unknown>;
    }
  >;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Every route Fastify has, as [METHOD, path], read from its route tree (the only complete listing it gives). */
function registeredRoutes(app: TestApp): [string, string][] {
  const routes: [string, string][] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) routes.push([method, stack.join('')]);
  }
  return routes;
}

let app: TestApp;
let document: Document;
beforeAll(async () => {
  app = await createTestApp();
  const response = await app.inject('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('describes every registered API route', () => {
    const api = registeredRoutes(app).filter(
      ([method, path]) =>
        method !== 'HEAD' &&
        (path.startsWith('/api/') ||
          path.startsWith('/oauth/') ||
          path === '/healthz' ||
          path === '/readyz') &&
        !path.startsWith('/api/docs') &&
        path !== '/api/openapi.json',
    );
    expect(api.length).toBeGreaterThan(40);
    const missing = api.filter(
      ([method, path]) => !document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()],
    );
    expect(missing).toEqual([]);
  });

  it('marks admin routes as cookie-authenticated and the bug report as OAuth', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // The sign-in steps (password, second factor, enrolment) are reached before there is a session.
        const signIn = path === '/api/admin/login' || path.startsWith('/api/admin/login/');
        const admin = path.startsWith('/api/admin/') && !signIn;
        if (admin) expect(operation.security, `${method} ${path}`).toEqual([{ adminSession: [] }]);
        if (admin) expect(operation.responses['401'], `${method} ${path}`).toBeDefined();
      }
    }
    expect(document.paths['/api/admin/login']!.post!.security).toBeUndefined();
    expect(document.paths['/api/bug-report']!.post!.security).toEqual([
      { tenantOAuth: ['bug-reports:write'] },
    ]);
  });

  it('shows the public and tenant API with examples and error shapes', () => {
    const contact = document.paths['/api/contact']!.post!;
    expect(contact.tags).toEqual(['public']);
    expect(contact.requestBody!.content['application/json']!.example).toEqual(contactExample);
    expect(Object.keys(contact.responses)).toEqual(
      expect.arrayContaining(['201', '400', '403', '429', '500']),
    );
    expect(contact.responses['400']!.content!['application/json']!.schema.properties).toHaveProperty(
      'fields',
    );
    expect(document.paths['/api/demo-booking']!.post!.responses['409']).toBeDefined();
    const token = document.paths['/oauth/token']!.post!;
    expect(token.tags).toEqual(['tenant API']);
    expect(token.responses['401']!.content!['application/json']!.schema.properties).toHaveProperty(
      'error_description',
    );
  });

  it('shows the Idempotency-Key of every public form write, its 409 and 422 and the replay header', () => {
    for (const path of ['/api/contact', '/api/demo-booking', '/api/order', BETA_SIGNUP_PATH]) {
      const write = document.paths[path]!.post!;
      expect(write.parameters, path).toContainEqual(
        expect.objectContaining({ in: 'header', name: IDEMPOTENCY_KEY_HEADER, required: false }),
      );
      expect(write.responses['409'], path).toBeDefined();
      expect(write.responses['422'], path).toBeDefined();
      expect(write.responses['201']!.headers, path).toHaveProperty(IDEMPOTENT_REPLAYED_HEADER);
    }
    expect(document.paths['/api/admin/slots']!.post!.parameters ?? []).toEqual([]);
  });

  it('has examples the contracts accept', () => {
    expect(contactRequestSchema.safeParse(contactExample).success).toBe(true);
    expect(demoBookingRequestSchema('pl').safeParse(demoBookingExample).success).toBe(true);
    expect(bugReportIntakeSchema.safeParse(bugReportExample).success).toBe(true);
    expect(tokenRequestSchema.safeParse(tokenRequestExample).success).toBe(true);
    expect(tokenResponseSchema.safeParse(tokenResponseExample).success).toBe(true);
  });
});

describe('the API reference', () => {
  it('is served at /api/docs with its assets from this server', async () => {
    const page = await app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      expect((await app.inject(src)).statusCode).toBe(200);
    }
    const initializer = await app.inject('/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain('/api/openapi.json');
  });
});
