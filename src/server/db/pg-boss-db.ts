import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';

/** What pg-boss calls to reach the database (its `db` option, and `send`'s per-call `db`). */
export type PgBossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss on PGlite (docs/contributing.md, stack pitfall 10): a statement list without parameters goes
 * through `exec` (a prepared statement refuses several statements), anything with parameters through `query`.
 */
export function pgliteBossDb(client: PGlite): PgBossDb {
  return {
    async executeSql(text, values = []) {
      if (values.length === 0) {
        const results = await client.exec(text);
        const last = results.at(-1);
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await client.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}

/**
 * What drizzleBossDb needs of a Drizzle database or transaction: said here rather than naming client.ts's
 * Database, which opens this file's pgliteBossDb (an import circle, if only of types).
 */
type DrizzleExecutor = { execute(query: SQL): PromiseLike<unknown> };

/**
 * Runs pg-boss's statements on a Drizzle transaction (or database), so a job is inserted in the caller's
 * transaction and vanishes with it on rollback. pg-boss writes `$1…$n` placeholders; each becomes a bound
 * parameter of one Drizzle SQL object, which works the same on both drivers.
 */
export function drizzleBossDb(executor: DrizzleExecutor): PgBossDb {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      const result = (await executor.execute(sql.join(chunks, sql.raw('')))) as {
        rows: unknown[];
        rowCount?: number | null;
        affectedRows?: number;
      };
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? 0 };
    },
  };
}
