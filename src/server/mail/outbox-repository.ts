import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminUsers, outboxMessages, type OutboxAttachment } from '../db/schema/index';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export type NewOutboxMessage = {
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[];
  replyTo: string | null;
  template: string;
  language: string;
  relatedKind: string | null;
  relatedId: string | null;
  lastError: string | null;
  /** The message this one waits for (sent, or failed for good) before it goes. */
  deliverAfterId: string | null;
  now: Date;
};

/** The outbox table: the only code that reads or writes it (the admin list may add its own queries). */
export function createOutboxRepository(db: Database) {
  return {
    /** `executor` is the caller's transaction: the message exists exactly when the record does. */
    async insert(executor: Database, message: NewOutboxMessage): Promise<OutboxRow> {
      const { now, ...values } = message;
      const [row] = await executor
        .insert(outboxMessages)
        .values({ ...values, state: 'queued', nextAttemptAt: now, createdAt: now })
        .returning();
      return row!;
    },

    /**
     * Takes up to `limit` due messages for this process: each row is locked with SKIP LOCKED (a second
     * process takes others) and leased — its next attempt moved to `leaseUntil` and its attempt counted —
     * before the lock is released, so nobody else sends it while this process does. A process killed
     * mid-send leaves the lease to expire, and the message is tried again then.
     *
     * A message that follows another (`deliver_after_id`) is not due while that one is still queued —
     * waiting, being sent by any process, or between retries — and becomes due the moment it is marked
     * sent, or failed for good (the follower is not lost with it). The predecessor leaves 'queued' only
     * after the SMTP server accepted it, so no process can send the follower first.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.state, 'queued'),
              lte(outboxMessages.nextAttemptAt, now),
              sql`not exists (select 1 from ${outboxMessages} as predecessor where predecessor.id = ${outboxMessages.deliverAfterId} and predecessor.state = 'queued')`,
            ),
          )
          .orderBy(asc(outboxMessages.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(outboxMessages)
          .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: leaseUntil })
          .where(
            inArray(
              outboxMessages.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /**
     * Moves the lease of messages this process still holds (state queued, lease ending at `leasedUntil`,
     * as its claim left it) to `until`; rows marked or claimed by someone else since are not touched.
     * Returns the ids renewed: the messages still held.
     */
    async renewLease(ids: string[], leasedUntil: Date, until: Date): Promise<string[]> {
      const rows = await db
        .update(outboxMessages)
        .set({ nextAttemptAt: until })
        .where(
          and(
            inArray(outboxMessages.id, ids),
            eq(outboxMessages.state, 'queued'),
            eq(outboxMessages.nextAttemptAt, leasedUntil),
          ),
        )
        .returning({ id: outboxMessages.id });
      return rows.map((row) => row.id);
    },

    async markSent(id: string, now: Date) {
      await db
        .update(outboxMessages)
        .set({ state: 'sent', sentAt: now, nextAttemptAt: null, lastError: null })
        .where(eq(outboxMessages.id, id));
    },

    /** A failed attempt: tried again at `retryAt`, or, with null, failed for good. */
    async markAttemptFailed(id: string, error: string, retryAt: Date | null) {
      await db
        .update(outboxMessages)
        .set(
          retryAt
            ? { lastError: error, nextAttemptAt: retryAt }
            : { state: 'failed', lastError: error, nextAttemptAt: null },
        )
        .where(eq(outboxMessages.id, id));
    },

    /** A failed message queued again with a fresh set of attempts; null if it is not 'failed'. */
    async requeueFailed(id: string, now: Date): Promise<OutboxRow | null> {
      const [row] = await db
        .update(outboxMessages)
        .set({ state: 'queued', attempts: 0, nextAttemptAt: now })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'failed')))
        .returning();
      return row ?? null;
    },

    /** Messages by state (queued is the outbox's depth), read when Prometheus scrapes /metrics. */
    async countByState(): Promise<Record<string, number>> {
      const rows = await db
        .select({ state: outboxMessages.state, count: sql<number>`count(*)::int` })
        .from(outboxMessages)
        .groupBy(outboxMessages.state);
      const counts: Record<string, number> = { queued: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.state] = Number(row.count);
      return counts;
    },

    /** The newest message of `template` about a record, if any: the one a follower waits for. */
    async latestAbout(
      executor: Database,
      related: { kind: string; id: string },
      template: string,
    ): Promise<string | null> {
      const [row] = await executor
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.relatedKind, related.kind),
            eq(outboxMessages.relatedId, related.id),
            eq(outboxMessages.template, template),
          ),
        )
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(1);
      return row?.id ?? null;
    },

    async findById(id: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      return row ?? null;
    },

    /** Every active admin's e-mail (not the invited, not the deactivated): the operators when OPERATOR_EMAILS is not set. */
    async adminEmails(executor: Database): Promise<string[]> {
      const rows = await executor
        .select({ email: adminUsers.email })
        .from(adminUsers)
        .where(and(isNotNull(adminUsers.passwordHash), isNull(adminUsers.deactivatedAt)));
      return rows.map((row) => row.email);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
