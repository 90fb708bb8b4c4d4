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
import { pgliteBossDb, type PgBossDb } from '../jobs/pg-boss-db';
import * as schema from './schema/index';

/** One type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The same connection for the job queue (pg-boss's `db` option), outside any transaction. */
  bossDb: PgBossDb;
};

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Any fixed number: every server process takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 4_242_001;

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
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
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
    close: () => pool.end(),
    bossDb: { executeSql: (text, values) => pool.query(text, values) },
  };
}
