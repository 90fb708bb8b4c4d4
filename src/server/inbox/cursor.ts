import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { invalidField } from '../lib/http-errors';

/** A row's place in the newest-first order: created_at as PostgreSQL writes it (microseconds), and the id. */
export type Position = { createdAt: string; id: string };

const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(:[0-5]\d)?$/;

/** Whether PostgreSQL will read `text` as a timestamptz: the shape, and a date and time that exist. */
function isTimestampText(text: string): boolean {
  const parts = TIMESTAMP_TEXT.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, , offset] = parts.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return (
    year! >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second &&
    offset! <= 15
  );
}
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const INVALID_CURSOR = 'Nieprawidłowy kursor';

export const encodeCursor = (position: Position) =>
  Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');

/** The position a cursor names; a 400 naming `cursor` when it is not one of ours. */
export function decodeCursor(cursor: string): Position {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof createdAt === 'string' &&
      typeof id === 'string' &&
      isTimestampText(createdAt) &&
      UUID_TEXT.test(id)
    ) {
      return { createdAt, id };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw invalidField('cursor', INVALID_CURSOR);
}
/** Rows after `position` in the newest-first order (the keyset condition of the index's order). */
export const after = (table: { createdAt: PgColumn; id: PgColumn }, position: Position): SQL =>
  sql`(${table.createdAt} < ${position.createdAt}::timestamptz or (${table.createdAt} = ${position.createdAt}::timestamptz and ${table.id} > ${position.id}::uuid))`;
