import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Database } from '../db/client';

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
      await db.execute(sql`select 1`);
    },
    async migrations() {
      // Both drivers answer raw SQL with `rows` (pg's QueryResult, PGlite's Results).
      const result = (await db.execute(
        sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { newest: string | number | null }[] };
      const newest = Number(result.rows[0]?.newest ?? 0);
      if (newest < expected) return 'not applied: the database is behind this build';
    },
  };
}
