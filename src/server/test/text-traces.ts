import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A raw SQL statement's result rows, typed as the caller expects them. */
export const queryRows = async <T>(db: Database, statement: ReturnType<typeof sql>) =>
  (await db.execute(statement)) as unknown as { rows: T[] };

/** Every text, varchar and JSON column of every table: where does this string still appear? */
export async function tracesOf(db: Database, needle: string): Promise<string[]> {
  const columns = await queryRows<{ table_schema: string; table_name: string; column_name: string }>(
    db,
    sql`
    select table_schema, table_name, column_name from information_schema.columns
    where table_schema not in ('pg_catalog', 'information_schema')
      and data_type in ('text', 'character varying', 'json', 'jsonb', 'character')`,
  );
  const found: string[] = [];
  for (const column of columns.rows) {
    const target = sql.raw(`"${column.table_schema}"."${column.table_name}"`);
    const name = sql.raw(`"${column.column_name}"`);
    const result = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${target} where lower(${name}::text) like ${'%' + needle.toLowerCase() + '%'}`,
    );
    if (result.rows[0]!.n > 0)
      found.push(`${column.table_schema}.${column.table_name}.${column.column_name}`);
  }
  return found;
}
