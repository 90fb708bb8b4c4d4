import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteBossDb, type PgBossDb } from './pg-boss-db';
import * as schema from './schema/index';

/** One type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * An open transaction (`db.transaction(async (tx) => …)`). A function that must run inside one — its
 * writes commit or roll back with the caller's, like an e-mail queued with the record it is about — takes
 * a `Tx`; one that may run either way takes a `Database` (a `Tx` is one too).
 */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The same connection for the job queue (pg-boss's `db` option), outside any transaction. */
  bossDb: PgBossDb;
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, from this process or any other sharing the database (a
   * NOTIFY inside a transaction arrives when it commits). `onGap` runs after a lost connection is back:
   * what was notified meanwhile is unknown. Returns the way to stop listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Calls `listener` with every error a connection reports outside a query (PostgreSQL restarted, the
   * network cut): such errors are handled here and never crash the process, and the app logs and counts
   * them (app.ts). Returns the way to stop listening.
   */
  onConnectionError(listener: (error: Error) => void): () => void;
};

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Set by the server build (src/scripts/build-server.ts): the compiled bundle keeps a copy of the migrations beside it. */
declare const __MIGRATIONS_FOLDER__: string | undefined;
export const MIGRATIONS_FOLDER = fileURLToPath(
  new URL(
    typeof __MIGRATIONS_FOLDER__ === 'string' ? __MIGRATIONS_FOLDER__ : '../../../drizzle',
    import.meta.url,
  ),
);

/** Any fixed number: every server process takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 4_242_001;

/**
 * How long opening a connection, or waiting for a free one in the pool, may take before the query fails.
 * Without it a database that does not answer (a dead host, a full pool) holds requests and /readyz for as
 * long as the operating system keeps trying; with it they fail in seconds and are answered 503.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** The listeners of a handle's connection errors; without any yet (during start), errors go to stderr. */
function connectionErrorListeners() {
  const listeners = new Set<(error: Error) => void>();
  return {
    report(error: Error) {
      if (listeners.size === 0) console.error('database connection error:', error.message);
      for (const listener of listeners) listener(error);
    },
    subscribe(listener: (error: Error) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => client.close(),
      bossDb: pgliteBossDb(client),
      // One embedded database belongs to one process: its own connection never drops.
      listen: async (channel, onNotify) => {
        const stop = await client.listen(channel, onNotify);
        return async () => {
          if (!client.closed) await stop();
        };
      },
      onConnectionError: () => () => {},
    };
  }
  const errors = connectionErrorListeners();
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection whose peer vanished without a word (a cut network) is found out instead of waited on.
    keepAlive: true,
  });
  // pg emits a lost connection's 'error' on its client; the pool forwards it only while the client is idle.
  // A client checked out (drizzle's transactions hold one for their whole length, pg-boss's queries for
  // theirs) would otherwise throw it as an unhandled 'error' event and end the process. The query running
  // on it fails on its own and is answered 503 (plugins/errors.ts); the pool drops the broken client when
  // it comes back. So every client gets a listener for its whole life.
  pool.on('connect', (client) => client.on('error', errors.report));
  // Needed all the same (an 'error' event without a listener throws); the client's listener has reported it.
  pool.on('error', () => {});
  const listener = createPostgresListener(target.url, errors.report);
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    async migrate() {
      // The lock and the migration share one connection: an advisory lock belongs to its session.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres(connection, { schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        connection.release();
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
    bossDb: { executeSql: (text, values) => pool.query(text, values) },
    listen: listener.listen,
    onConnectionError: errors.subscribe,
  };
}

/** The delay before a lost LISTEN connection is opened again. */
const RELISTEN_DELAY_MS = 1_000;

type ChannelListener = { onNotify: (payload: string) => void; onGap: () => void };

/**
 * LISTEN needs a connection of its own, outside the pool, kept open and reopened when it drops. One per
 * database handle, so one per process, whatever listens and on however many channels (the shared cache,
 * the back office's live stream): each listener is a callback here, never a connection. It opens with the
 * first listener and closes with the last.
 */
function createPostgresListener(url: string, onError: (error: Error) => void) {
  const channels = new Map<string, Set<ChannelListener>>();
  let client: pg.Client | null = null;
  let listened = new Set<string>();
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      for (const listener of [...(channels.get(message.channel) ?? [])]) {
        listener.onNotify(message.payload ?? '');
      }
    });
    const reopen = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (channels.size > 0 && !retry) retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS);
    };
    next.on('error', (error) => {
      if (client === next) onError(error);
      reopen();
    });
    next.on('end', reopen);
    try {
      await next.connect();
      const names = new Set(channels.keys());
      for (const channel of names) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      listened = names;
      return next;
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
  };
  const connection = () =>
    client ? Promise.resolve(client) : (connecting ??= open().finally(() => (connecting = null)));
  const reconnect = async () => {
    retry = null;
    if (channels.size === 0) return;
    try {
      await connection();
      for (const listeners of [...channels.values()]) for (const listener of [...listeners]) listener.onGap();
    } catch {
      if (channels.size > 0 && !retry) retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS);
    }
  };
  const closeConnection = async () => {
    if (retry) clearTimeout(retry);
    retry = null;
    const open = client ?? (await connecting?.catch(() => null)) ?? null;
    client = null;
    await open?.end().catch(() => {});
  };

  return {
    async listen(
      channel: string,
      onNotify: (payload: string) => void,
      onGap: () => void,
    ): Promise<() => Promise<void>> {
      const listener: ChannelListener = { onNotify, onGap };
      const listeners = channels.get(channel) ?? new Set<ChannelListener>();
      channels.set(channel, listeners);
      listeners.add(listener);
      const stop = async () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        channels.delete(channel);
        if (channels.size === 0) return closeConnection();
        listened.delete(channel);
        await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
      try {
        const listening = await connection();
        if (!listened.has(channel)) {
          await listening.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          if (client === listening) listened.add(channel);
        }
      } catch (error) {
        await stop();
        throw error;
      }
      return stop;
    },
    close: closeConnection,
  };
}
