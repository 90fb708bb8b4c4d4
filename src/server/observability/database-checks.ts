import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Database } from '../db/client';
import { connectionFailure, isDatabaseUnavailable } from './database-errors';

/** The newest migration this build ships (drizzle's journal): the database must have applied it. */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** Readiness checks of the database: reachable, and migrated to what this build expects. */
export function databaseChecks(db: Database) {
  const expected = newestShippedMigration();
  return {
    async database() {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        // What is wrong in a word (ECONNREFUSED, 57P01, …), not the driver's message with its address.
        if (isDatabaseUnavailable(error)) return `unreachable (${connectionFailure(error)})`;
        throw error;
      }
    },
    async migrations() {
      // Both drivers answer raw SQL with `rows` (pg's QueryResult, PGlite's Results).
      const result = (await db
        .execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
        .catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) throw new Error('unknown: the database is unreachable');
          throw error;
        })) as unknown as { rows: { newest: string | number | null }[] };
      const newest = Number(result.rows[0]?.newest ?? 0);
      if (newest < expected) return 'not applied: the database is behind this build';
    },
  };
}
