import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/errors';
import { startFaultProxy, type FaultProxy } from '../test/cluster/fault-proxy';
import { createTestDatabase, testConfig } from '../test/test-app';
import { isDatabaseUnavailable } from './database-errors';

/**
 * The database going away under a running app: PostgreSQL through a TCP proxy that refuses and cuts
 * connections as a stopped server does (test/cluster/fault-proxy.ts), PGlite by closing the embedded
 * database. A request that cannot reach it is the caller's to retry (503), never a 500 and never a crash.
 */
const target = inject('testDatabase');
const onPostgres = target.kind === 'postgres';
const METRICS_TOKEN = 'outage-metrics-token';

type Outage = {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  /** The database out of reach from now on. */
  cut(): Promise<void>;
  /** Back (PostgreSQL only: a closed PGlite stays closed). */
  restore?(): Promise<void>;
  close(): Promise<void>;
};

let outage: Outage | null = null;
afterEach(async () => {
  await outage?.close();
  outage = null;
});

async function openOutage(): Promise<Outage> {
  const direct = await createTestDatabase();
  const config = testConfig({ metricsToken: METRICS_TOKEN });
  if (target.kind === 'postgres') {
    const proxy: FaultProxy = await startFaultProxy(target.serverUrl);
    const name = new URL(direct.url!).pathname.slice(1);
    const database = await openDatabase({ kind: 'postgres', url: proxy.via(direct.url!), poolSize: 3 });
    const app = await buildApp({ config, database });
    return {
      app,
      database,
      cut: () => proxy.stop(name),
      restore: () => proxy.start(),
      async close() {
        await proxy.start();
        await app.close();
        await proxy.close();
        await direct.close();
      },
    };
  }
  let closed = false;
  const database: DatabaseHandle = {
    ...direct,
    async close() {
      if (closed) return;
      closed = true;
      await direct.close();
    },
  };
  const app = await buildApp({ config, database });
  return { app, database, cut: () => database.close(), close: () => app.close() };
}

const contact = (email: string) => ({
  method: 'POST' as const,
  url: '/api/contact',
  payload: { name: 'Anna Nowak', email, subject: 'Temat', message: 'Czy baza wstała?' },
});

describe('the database out of reach', () => {
  it('a request is answered 503 with Retry-After in the house shape, /readyz names the database, and both recover', async () => {
    outage = await openOutage();
    const { app } = outage;
    expect((await app.inject(contact('before@example.pl'))).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await outage.cut();
    // A write (a transaction: the pool checks a client out for it) and a plain read.
    const write = await app.inject(contact('during@example.pl'));
    const read = await app.inject({
      method: 'GET',
      url: '/api/slots?start=2031-03-03T00:00:00.000Z&end=2031-03-04T00:00:00.000Z',
    });
    for (const response of [write, read]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const started = Date.now();
    const readiness = await app.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json().error).toMatch(/^Not ready: database\b/);
    expect(readiness.json().checks.database).toMatch(/^unreachable \(/);
    // Counted: db_query_errors_total.
    const metrics = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/^db_query_errors_total\{code="[^"]+"\} [1-9]/m);

    if (!outage.restore) return;
    await outage.restore();
    expect((await app.inject(contact('after@example.pl'))).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it.runIf(onPostgres)(
    'a connection lost while a transaction holds it fails that transaction, not the process',
    async () => {
      outage = await openOutage();
      const { app, database } = outage;
      const reported = new Promise<Error>((resolve) => database.onConnectionError(resolve));
      const server = new pg.Client({ connectionString: (target as { serverUrl: string }).serverUrl });
      await server.connect();
      try {
        const failed = await app.db
          .transaction(async (tx) => {
            const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
              rows: { pid: number }[];
            };
            // A restart terminates the session between two statements: pg emits 'error' on the client
            // the transaction holds, which the pool does not listen to while it is checked out.
            await server.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
            await reported;
            await tx.execute(sql`select 1`);
          })
          .catch((error: unknown) => error);
        expect(isDatabaseUnavailable(failed)).toBe(true);
        expect(isDatabaseUnavailable(await reported)).toBe(true);
      } finally {
        await server.end();
      }
      // The pool let the broken connection go: the next request has a working one.
      expect((await app.inject(contact('next@example.pl'))).statusCode).toBe(201);
    },
  );
});
