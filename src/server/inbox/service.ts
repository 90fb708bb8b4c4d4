import {
  isAnonymisedRecord,
  MAX_STATUS_BY_FILTER,
  REPLY_TO_ANONYMISED,
  STATUS_BY_FILTER_MESSAGES,
  type InboxListQuery,
  replyHistoryDetail,
  type InboxSummary,
  type RecordReply,
  type StatusByFilter,
  type StatusChange,
} from '@shared/contracts/inbox';
import { statusValues } from '@shared/inbox';
import type { AdminUser } from '@shared/contracts/auth';
import type { Database, Tx } from '../db/client';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import type { InboxKindDefinition } from './definition';
import {
  createInboxRepository,
  type InboxClock,
  type InboxFilters,
  type InboxRow,
  type StatusChangeHook,
} from './repository';

export const RECORD_NOT_FOUND = 'Nie znaleziono rekordu';

/** Timestamps leave the server as ISO strings (the contracts' wire format). */
type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
export function toWire<T extends Record<string, unknown>>(row: T): Wire<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Wire<T>;
}

/**
 * The lifecycle rules every kind shares: the status comes from the kind's vocabulary (checked by the
 * route's schema), notes arrive trimmed or null, every change is audited with the admin's e-mail.
 */
export function createInboxService(
  db: Database,
  definition: InboxKindDefinition,
  onStatusChange: StatusChangeHook | null = null,
  clock?: InboxClock,
) {
  const repository = createInboxRepository(db, definition, onStatusChange, clock);
  return {
    definition,

    async list(query: InboxListQuery) {
      const { rows, total, estimated, nextCursor } = await repository.list(query);
      return { items: rows.map(toWire), total, estimated, nextCursor };
    },

    /** One record, as the list returns it (a link from an e-mail opens it in the manage dialog). */
    async get(id: string) {
      const row = await repository.findById(id);
      if (!row) throw notFound(RECORD_NOT_FOUND);
      return toWire(row);
    },

    async updateStatus(id: string, status: string, adminNotes: string | null, admin: AdminUser) {
      const row = await repository.updateStatus(id, status, adminNotes, admin.email);
      if (!row) throw notFound(RECORD_NOT_FOUND);
      return toWire(row);
    },

    async updateManyStatuses(ids: string[], status: string, admin: AdminUser) {
      const updated = await repository.updateManyStatuses(ids, status, admin.email);
      if (updated === null)
        throw notFound(`${RECORD_NOT_FOUND}: co najmniej jeden z zaznaczonych nie istnieje`);
      return { updated };
    },

    /**
     * 'Zaznacz wszystkie N pasujące': every record the filter matches, in batches of 500 (each its own
     * transaction, each record's history written as for a selection), never more than MAX_STATUS_BY_FILTER.
     * The count must be the one the operator confirmed: a list that changed since is refused, not guessed at.
     */
    async updateStatusesMatching(request: StatusByFilter, admin: AdminUser) {
      const filters = request.filters as InboxFilters;
      const { total: matching, estimated } = await repository.total(filters);
      if (estimated || matching > MAX_STATUS_BY_FILTER) {
        throw badRequest(STATUS_BY_FILTER_MESSAGES.tooMany, { filters: STATUS_BY_FILTER_MESSAGES.tooMany });
      }
      if (request.dryRun) return { matching, updated: 0 };
      if (matching !== request.expectedCount) {
        const message = STATUS_BY_FILTER_MESSAGES.changed(matching);
        throw conflict(message, { expectedCount: message });
      }
      let updated = 0;
      for await (const ids of repository.idsMatching(filters)) {
        // A record deleted meanwhile (RODO) is simply not there to change.
        updated += (await repository.updateManyStatuses(ids, request.status, admin.email, {
          skipMissing: true,
        }))!;
      }
      return { matching, updated };
    },

    /**
     * 'Odpowiedz': the operator's e-mail to the person of the record (`send` puts it into the outbox in the
     * same transaction), the status too if chosen, and a line in the record's history naming the reply.
     */
    async reply(
      id: string,
      request: RecordReply,
      admin: AdminUser,
      send: (tx: Tx, row: InboxRow) => Promise<void>,
    ) {
      const row = await repository.recordAction(
        id,
        admin.email,
        { status: request.status, detail: replyHistoryDetail(request.subject) },
        async (tx, locked) => {
          // Read under the record's lock, so an erasure cannot come between; refused, nothing is kept.
          if (isAnonymisedRecord(locked)) throw conflict(REPLY_TO_ANONYMISED);
          await send(tx, locked);
        },
      );
      if (!row) throw notFound(RECORD_NOT_FOUND);
      return toWire(row);
    },

    async history(id: string): Promise<StatusChange[]> {
      const [exists, entries] = await Promise.all([repository.exists(id), repository.history(id)]);
      if (!exists) throw notFound(RECORD_NOT_FOUND);
      return entries.map(toWire);
    },

    /**
     * Every status of the vocabulary appears, with 0 when no record has it. Each number is counted as the
     * list's total is (exact up to 10,000, the planner's estimate beyond): the sidebar asks on every admin
     * screen, and grouping a million contacts by status took most of a second.
     */
    async summary(): Promise<InboxSummary> {
      const statuses = statusValues(definition.kind);
      const [all, ...perStatus] = await Promise.all([
        repository.total(),
        ...statuses.map((status) => repository.total({ status })),
      ]);
      return {
        total: all!.total,
        byStatus: Object.fromEntries(statuses.map((status, index) => [status, perStatus[index]!.total])),
      };
    },

    total: (filters?: InboxFilters) => repository.total(filters),

    async *exportBatches(filters: InboxFilters): AsyncGenerator<Record<string, unknown>[]> {
      for await (const rows of repository.allMatching(filters))
        yield rows.map((row: InboxRow) => toWire(row));
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
