import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { statusChanges } from '../db/schema/index';
import type { InboxKindDefinition } from './definition';

export type InboxRow = Record<string, unknown>;

/**
 * Work that belongs to a status change (the visitor's e-mail about it), run in the change's transaction
 * for each record whose status really changed.
 */
export type StatusChangeHook = (
  tx: Tx,
  record: InboxRow,
  change: { from: string; to: string },
) => Promise<void>;

/** A record's status changes, each with its line in the history (status_changes), and that history. */
export function createInboxStatusWrites(
  db: Database,
  definition: InboxKindDefinition,
  onStatusChange: StatusChangeHook | null,
) {
  const table = definition.table;
  const columns = definition.columns;

  return {
    /**
     * Something the operator did with a record besides its status (a reply sent from it), in one transaction:
     * `act` (e.g. the e-mail into the outbox), the status too if `status` is given, and one line in the
     * history saying what was done (`detail`). Null when the record does not exist.
     */
    async recordAction(
      id: string,
      changedBy: string,
      { status, detail }: { status?: string | undefined; detail: string },
      act: (tx: Tx, row: InboxRow) => Promise<void>,
    ): Promise<InboxRow | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: table.status, adminNotes: table.adminNotes })
          .from(table)
          .where(eq(table.id, id))
          .for('update');
        if (!current) return null;
        const from = String(current.status);
        const to = status ?? from;
        const [row] = (
          to === from
            ? await tx.select(columns).from(table).where(eq(table.id, id))
            : await tx
                .update(table)
                .set({ status: to, processedAt: sql`now()` } as never)
                .where(eq(table.id, id))
                .returning(columns)
        ) as InboxRow[];
        await tx.insert(statusChanges).values({
          recordKind: definition.kind,
          recordId: id,
          fromStatus: from,
          toStatus: to,
          adminNotes: (current.adminNotes as string | null) ?? null,
          detail,
          changedBy,
        });
        if (onStatusChange && from !== to) await onStatusChange(tx, row!, { from, to });
        await act(tx, row!);
        return row!;
      });
    },

    /** Status, notes and processed_at, plus the audit line, in one transaction; null for an unknown id. */
    async updateStatus(id: string, status: string, adminNotes: string | null, changedBy: string) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: table.status })
          .from(table)
          .where(eq(table.id, id))
          .for('update');
        if (!current) return null;
        const [row] = await tx
          .update(table)
          .set({ status, adminNotes, processedAt: sql`now()` } as never)
          .where(eq(table.id, id))
          .returning(columns);
        await tx.insert(statusChanges).values({
          recordKind: definition.kind,
          recordId: id,
          fromStatus: String(current.status),
          toStatus: status,
          adminNotes,
          changedBy,
        });
        const from = String(current.status);
        if (onStatusChange && from !== status)
          await onStatusChange(tx, row as InboxRow, { from, to: status });
        return row as InboxRow;
      });
    },

    /**
     * One status for the records `ids`, each change in the history; null (nothing changed) if one of them is
     * missing, unless `skipMissing` (a change by filter: a record deleted meanwhile is simply not changed).
     */
    async updateManyStatuses(
      ids: string[],
      status: string,
      changedBy: string,
      { skipMissing = false } = {},
    ): Promise<number | null> {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: table.id, status: table.status, adminNotes: table.adminNotes })
          .from(table)
          .where(inArray(table.id, unique))
          .for('update');
        if (current.length !== unique.length && !skipMissing) return null;
        if (current.length === 0) return 0;
        const found = current.map((record) => record.id);
        const updated = (await tx
          .update(table)
          .set({ status, processedAt: sql`now()` } as never)
          .where(inArray(table.id, found))
          .returning(columns)) as InboxRow[];
        await tx.insert(statusChanges).values(
          current.map((record) => ({
            recordKind: definition.kind,
            recordId: String(record.id),
            fromStatus: String(record.status),
            toStatus: status,
            adminNotes: (record.adminNotes as string | null) ?? null,
            changedBy,
          })),
        );
        if (onStatusChange) {
          const before = new Map(current.map((record) => [String(record.id), String(record.status)]));
          for (const row of updated) {
            const from = before.get(String(row.id))!;
            if (from !== status) await onStatusChange(tx, row, { from, to: status });
          }
        }
        return current.length;
      });
    },

    history(id: string) {
      return db
        .select({
          id: statusChanges.id,
          fromStatus: statusChanges.fromStatus,
          toStatus: statusChanges.toStatus,
          adminNotes: statusChanges.adminNotes,
          detail: statusChanges.detail,
          changedBy: statusChanges.changedBy,
          changedAt: statusChanges.changedAt,
        })
        .from(statusChanges)
        .where(and(eq(statusChanges.recordKind, definition.kind), eq(statusChanges.recordId, id)))
        .orderBy(desc(statusChanges.changedAt), desc(statusChanges.id));
    },
  };
}
