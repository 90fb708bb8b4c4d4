import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns';

/** Who changed an inbox record's status or notes, and when (shown in the manage dialog). */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: id(),
    recordKind: text('record_kind').notNull(),
    recordId: uuid('record_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    adminNotes: text('admin_notes'),
    /** What happened besides the status, for the operator (a visitor's reschedule, a cancellation reason). */
    detail: text('detail'),
    changedBy: text('changed_by').notNull(),
    changedAt: timestampTz('changed_at').notNull().defaultNow(),
  },
  (table) => [index('status_changes_record_idx').on(table.recordKind, table.recordId, table.changedAt)],
);
