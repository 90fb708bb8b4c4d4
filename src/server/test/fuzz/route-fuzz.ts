import fc from 'fast-check';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OAUTH_TOKEN_PATH } from '@shared/bug-reports';
import { inboxPath } from '@shared/contracts/inbox';
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
 * Fixed seed and bounded runs: the same cases every time.
 *
 * The routes are fuzzed in shares, one `*.fuzz.api.test.ts` file each with an app and database of its own,
 * so that the API run spreads them over its workers instead of waiting minutes on one file. Every route
 * belongs to exactly one share (`fuzzShareOf`), so a new route is fuzzed without any change.
 */
const SEED = 20_261_124;
const RUNS_WITH_SCHEMA = 200;
const RUNS_WITHOUT_SCHEMA = 30;
const RUNS_ANONYMOUS_ADMIN = 25;
const ROUTE_TIMEOUT_MS = 240_000;

/**
 * The shares by the paths their routes start with, cut to take about the same time (a case costs about the
 * same on any route, so a share's time follows its number of routes with a schema); 'other' is the rest.
 */
const SHARE_PATHS = {
  'inbox-outbox': [...INBOX_KINDS.filter((kind) => kind !== 'orders').map(inboxPath), '/api/admin/outbox'],
  'orders-customers': [
    inboxPath('orders'),
    '/api/order',
    '/api/admin/invoices',
    '/api/admin/statements',
    '/api/admin/ksef',
    '/api/admin/privacy',
    '/api/admin/tenants',
    '/api/admin/scm-instances',
    OAUTH_TOKEN_PATH,
    '/api/bug-report',
  ],
};
export type FuzzShare = keyof typeof SHARE_PATHS | 'other';

export function fuzzShareOf(url: string): FuzzShare {
  const shares = Object.keys(SHARE_PATHS) as (keyof typeof SHARE_PATHS)[];
  const share = shares.find((name) =>
    SHARE_PATHS[name].some((path) => url === path || url.startsWith(`${path}/`)),
  );
  return share ?? 'other';
}

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

// The one write a refusal makes on purpose: the wrong code that reaches the per-account cap of second-factor
// guesses records the lock in the security log and mails it (its template). Counted apart, so that any other
// row in those tables still fails the rule.
const LOCK_NOTICE = 'second_factor_locked';

// Every table's rows and the lock notices in one statement: a statement's round trip costs as much as
// counting a dozen small tables, and this runs after every case.
const snapshotQuery = sql.raw(
  `select ${countedTables.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')},
          (select count(*) from admin_security_events where kind = '${LOCK_NOTICE}')::int as "lock notice events",
          (select count(*) from outbox_messages where template = 'second-factor-locked')::int as "lock notice mails"`,
);
type Snapshot = { rows: Record<string, number>; notices: { events: number; mails: number } };
function snapshotOf(result: unknown): Snapshot {
  const {
    'lock notice events': events,
    'lock notice mails': mails,
    ...rows
  } = (result as { rows: Record<string, number>[] }).rows[0]!;
  return { rows, notices: { events: events!, mails: mails! } };
}

/** The tables a refusal changed, less the lock notice's own rows. */
function changedTables(before: Snapshot, after: Snapshot): string[] {
  const expected = { ...before.rows };
  expected.admin_security_events! += after.notices.events - before.notices.events;
  expected.outbox_messages! += after.notices.mails - before.notices.mails;
  return Object.keys(after.rows).filter((table) => after.rows[table] !== expected[table]);
}

type Case = { path: string; query: string; contentType: string | null; payload: string | undefined };
type FuzzedRoute = RouteOptions & { method: string };

function caseFor(route: FuzzedRoute, knownIds: string[]): fc.Arbitrary<Case> {
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

const hasSchema = (route: RouteOptions) =>
  Object.keys(route.schema ?? {}).some(
    (part) => part === 'body' || part === 'querystring' || part === 'params',
  );

/** Registers the fuzz tests of the routes in `share`, on an app and a database of their own. */
export async function fuzzRoutes(share: FuzzShare): Promise<void> {
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

  const snapshot = async () => snapshotOf(await app.db.execute(snapshotQuery));

  async function fuzz(route: FuzzedRoute, headers: Record<string, string>, numRuns: number) {
    let before = await snapshot();
    await fc.assert(
      fc.asyncProperty(caseFor(route, knownIds), async (input) => {
        const response = await app.inject({
          method: route.method as 'GET',
          url: input.query ? `${input.path}?${input.query}` : input.path,
          headers: { ...headers, ...(input.contentType && { 'content-type': input.contentType }) },
          payload: input.payload,
          // Each case its own address, so per-IP limits do not turn every later case into a 429.
          remoteAddress: nextIp(),
        });
        const status = response.statusCode;
        const after = await snapshot();
        const refused = status >= 400;
        const added = refused ? changedTables(before, after) : [];
        before = after;
        expect(status, response.body.slice(0, 300)).toBeLessThan(500);
        if (!refused) return;
        const shape = route.url === OAUTH_TOKEN_PATH ? oauthError : houseError;
        expect(shape.safeParse(response.json()).success, `${status} ${response.body.slice(0, 300)}`).toBe(
          true,
        );
        expect(added, `a ${status} changed the row count of these tables`).toEqual([]);
      }),
      { seed: SEED, numRuns },
    );
  }

  const fuzzed = routes
    .filter((route): route is FuzzedRoute => typeof route.method === 'string')
    .filter((route) => route.method !== 'HEAD' && fuzzShareOf(route.url) === share)
    // Signing out ends the session the other admin runs use: last, so the others keep theirs.
    .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));

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
}
