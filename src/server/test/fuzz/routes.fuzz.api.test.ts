import fc from 'fast-check';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OAUTH_TOKEN_PATH } from '@shared/bug-reports';
import { INBOX_KINDS } from '@shared/inbox';
import { buildApp } from '../../app';
import * as schema from '../../db/schema/index';
import { requiresAdmin } from '../../plugins/session';
import { createTenant, tokenFor } from '../factories/tenants';
import { nextIp } from '../factories/visitors';
import { inboxFactories } from '../factories/inbox';
import { createTestDatabase, signInAsAdmin, testConfig } from '../test-app';
import {
  CONTENT_TYPES,
  hostileJsonText,
  hostileObject,
  hostileParam,
  hostileQuery,
  hostileValue,
  jsonSchemaOf,
} from './arbitraries';

/**
 * Every registered route and verb, fed hostile bodies, queries and path parameters generated from its own
 * schema. Whatever arrives: never a 5xx, always the house error shape, and a refused request
 * adds no row anywhere. Admin routes run signed in (so their validation is reached) and anonymously.
 * Fixed seed and bounded runs: the same cases every time, a few minutes on each database.
 */
const SEED = 20_261_124;
const RUNS_WITH_SCHEMA = 200;
const RUNS_WITHOUT_SCHEMA = 30;
const RUNS_ANONYMOUS_ADMIN = 25;
const ROUTE_TIMEOUT_MS = 240_000;

const routes: RouteOptions[] = [];
const app = await buildApp({
  config: testConfig(),
  database: await createTestDatabase(),
  onRoute: (route) => void routes.push(route),
});
await app.ready();
afterAll(() => app.close());

// Records that exist, so that generated ids sometimes reach the found-and-updated paths too.
const admin = await signInAsAdmin(app);
const knownIds: string[] = [(await createTenant(app, admin.headers)).id];
for (const kind of INBOX_KINDS) knownIds.push((await inboxFactories[kind](app.db)).id);
const bearer = `Bearer ${await tokenFor(app, await createTenant(app, admin.headers))}`;

/**
 * The house shape (product §7; docs/contributing.md, 'Errors'); the token endpoint answers RFC 6749 §5.2
 * instead.
 */
const houseError = z
  .object({ error: z.string().min(1), fields: z.record(z.string(), z.string()).optional() })
  .strict();
const oauthError = z.object({ error: z.string().min(1), error_description: z.string() }).strict();

// Rate-limit counters are meant to grow on refused requests; nothing else may.
const countedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => name !== 'rate_limit_hits');
const countQuery = sql.raw(
  `select ${countedTables.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`,
);
async function countRows(): Promise<Record<string, number>> {
  const result = (await app.db.execute(countQuery)) as unknown as { rows: Record<string, number>[] };
  return { ...result.rows[0] };
}

// The one write a refusal makes on purpose: the wrong code that reaches the per-account cap of second-factor
// guesses records the lock in the security log and mails it (its template). Counted apart, so that any other
// row in those tables still fails the rule.
const LOCK_NOTICE = 'second_factor_locked';
const lockNoticeQuery = sql.raw(
  `select (select count(*) from admin_security_events where kind = '${LOCK_NOTICE}')::int as events,
          (select count(*) from outbox_messages where template = 'second-factor-locked')::int as mails`,
);
async function countLockNotices(): Promise<{ events: number; mails: number }> {
  const result = (await app.db.execute(lockNoticeQuery)) as unknown as {
    rows: { events: number; mails: number }[];
  };
  return result.rows[0]!;
}

/** The tables a refusal changed, less the lock notice's own rows. */
function changedTables(
  before: Record<string, number>,
  after: Record<string, number>,
  notices: { events: number; mails: number },
): string[] {
  const expected = { ...before };
  expected.admin_security_events! += notices.events;
  expected.outbox_messages! += notices.mails;
  return Object.keys(after).filter((table) => after[table] !== expected[table]);
}

type Case = { path: string; query: string; contentType: string | null; payload: string | undefined };

function caseFor(route: RouteOptions & { method: string }): fc.Arbitrary<Case> {
  const routeSchema = (route.schema ?? {}) as Record<string, unknown>;
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = fc.tuple(...paramNames.map(() => hostileParam(knownIds)));
  const path = params.map((values) =>
    paramNames.reduce((url, name, index) => url.replace(`:${name}`, values[index]!), route.url),
  );
  const query = fc.oneof(fc.constant(''), hostileQuery(jsonSchemaOf(routeSchema.querystring)));
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const bodySchema = jsonSchemaOf(routeSchema.body);
  const object = hostileObject(bodySchema);
  const body: fc.Arbitrary<{ contentType: string | null; payload: string | undefined }> = takesBody
    ? fc.oneof(
        { arbitrary: object.map((value) => json(JSON.stringify(value))), weight: 12 },
        { arbitrary: hostileValue.map((value) => json(JSON.stringify(value) ?? 'null')), weight: 2 },
        { arbitrary: hostileJsonText.map(json), weight: 2 },
        {
          arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), object).map(([contentType, value]) => ({
            contentType,
            payload: new URLSearchParams(
              Object.entries(value).map(([key, field]) => [
                key,
                typeof field === 'string' ? field : (JSON.stringify(field) ?? ''),
              ]),
            ).toString(),
          })),
          weight: 3,
        },
        { arbitrary: fc.constant({ contentType: null, payload: undefined }), weight: 1 },
      )
    : fc.constant({ contentType: null, payload: undefined });
  return fc
    .tuple(path, query, body)
    .map(([pathValue, queryValue, bodyValue]) => ({ path: pathValue, query: queryValue, ...bodyValue }));
}
const json = (payload: string) => ({ contentType: 'application/json', payload });

async function fuzz(
  route: RouteOptions & { method: string },
  headers: Record<string, string>,
  numRuns: number,
) {
  let rows = await countRows();
  let notices = await countLockNotices();
  await fc.assert(
    fc.asyncProperty(caseFor(route), async (input) => {
      const response = await app.inject({
        method: route.method as 'GET',
        url: input.query ? `${input.path}?${input.query}` : input.path,
        headers: { ...headers, ...(input.contentType && { 'content-type': input.contentType }) },
        payload: input.payload,
        // Each case its own address, so per-IP limits do not turn every later case into a 429.
        remoteAddress: nextIp(),
      });
      const status = response.statusCode;
      const after = await countRows();
      const noticesAfter = await countLockNotices();
      const refused = status >= 400;
      const newNotices = {
        events: noticesAfter.events - notices.events,
        mails: noticesAfter.mails - notices.mails,
      };
      const added = refused ? changedTables(rows, after, newNotices) : [];
      rows = after;
      notices = noticesAfter;
      expect(status, response.body.slice(0, 300)).toBeLessThan(500);
      if (!refused) return;
      const shape = route.url === OAUTH_TOKEN_PATH ? oauthError : houseError;
      expect(shape.safeParse(response.json()).success, `${status} ${response.body.slice(0, 300)}`).toBe(true);
      expect(added, `a ${status} changed the row count of these tables`).toEqual([]);
    }),
    { seed: SEED, numRuns },
  );
}

const fuzzed = routes
  .filter((route): route is RouteOptions & { method: string } => typeof route.method === 'string')
  .filter((route) => route.method !== 'HEAD')
  // Signing out ends the session the other admin runs use: last, so the others keep theirs.
  .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));

const hasSchema = (route: RouteOptions) =>
  Object.keys(route.schema ?? {}).some(
    (part) => part === 'body' || part === 'querystring' || part === 'params',
  );

describe('every route, as its caller', () => {
  for (const route of fuzzed) {
    const asAdmin = requiresAdmin(route.method, route.url);
    const headers = asAdmin
      ? admin.headers
      : route.url === '/api/bug-report'
        ? { authorization: bearer }
        : ({} as Record<string, string>);
    it(
      `${route.method} ${route.url}${asAdmin ? ' (admin)' : ''}`,
      () => fuzz(route, headers, hasSchema(route) ? RUNS_WITH_SCHEMA : RUNS_WITHOUT_SCHEMA),
      ROUTE_TIMEOUT_MS,
    );
  }
});

describe('every route, anonymously', () => {
  for (const route of fuzzed.filter(
    (route) => requiresAdmin(route.method, route.url) || route.url === '/api/bug-report',
  )) {
    it(`${route.method} ${route.url}`, () => fuzz(route, {}, RUNS_ANONYMOUS_ADMIN), ROUTE_TIMEOUT_MS);
  }
});
