import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OutboxListQuery } from '@shared/contracts/outbox';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import { escapeLike, newestFirst } from '../../inbox/repository';

export type OutboxFilters = Omit<OutboxListQuery, 'limit' | 'offset'>;

/** What the list shows: everything but the bodies and the attachments' bytes. */
const listColumns = {
  id: outboxMessages.id,
  recipient: outboxMessages.recipient,
  subject: outboxMessages.subject,
  template: outboxMessages.template,
  language: outboxMessages.language,
  relatedKind: outboxMessages.relatedKind,
  relatedId: outboxMessages.relatedId,
  state: outboxMessages.state,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  nextAttemptAt: outboxMessages.nextAttemptAt,
  sentAt: outboxMessages.sentAt,
  createdAt: outboxMessages.createdAt,
};

function where(filters: OutboxFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.state) conditions.push(eq(outboxMessages.state, filters.state));
  // A part of the address, in any case: "KOWALSKI" finds jan.kowalski@example.pl.
  if (filters.recipient) {
    conditions.push(
      sql`lower(${outboxMessages.recipient}) like '%' || lower(${escapeLike(filters.recipient)}) || '%'`,
    );
  }
  if (filters.relatedKind) conditions.push(eq(outboxMessages.relatedKind, filters.relatedKind));
  if (filters.relatedId) conditions.push(eq(outboxMessages.relatedId, filters.relatedId));
  return conditions.length ? and(...conditions) : undefined;
}

/** The back office's reads of the outbox; the engine (src/server/mail) owns its writes. */
export function createOutboxAdminRepository(db: Database) {
  return {
    async list(query: OutboxListQuery) {
      const condition = where(query);
      const [rows, counted] = await Promise.all([
        db
          .select(listColumns)
          .from(outboxMessages)
          .where(condition)
          .orderBy(...newestFirst(outboxMessages))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(outboxMessages)
          .where(condition),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },

    async find(id: string) {
      const [row] = await db
        .select({
          ...listColumns,
          html: outboxMessages.html,
          text: outboxMessages.text,
          attachments: outboxMessages.attachments,
        })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, id));
      return row ?? null;
    },

    async findSummary(id: string) {
      const [row] = await db.select(listColumns).from(outboxMessages).where(eq(outboxMessages.id, id));
      return row ?? null;
    },

    async countByState(): Promise<{ state: string; count: number }[]> {
      return db
        .select({ state: outboxMessages.state, count: sql<number>`count(*)::int` })
        .from(outboxMessages)
        .groupBy(outboxMessages.state);
    },
  };
}
export type OutboxAdminRepository = ReturnType<typeof createOutboxAdminRepository>;
