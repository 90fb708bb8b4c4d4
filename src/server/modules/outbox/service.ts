import {
  OUTBOX_STATES,
  type OutboxDetails,
  type OutboxListItem,
  type OutboxListQuery,
  type OutboxSummary,
} from '@shared/contracts/outbox';
import type { AppInfrastructure } from '../../infrastructure';
import { toWire } from '../../inbox/service';
import { conflict, notFound } from '../../lib/http-errors';
import { createOutboxAdminRepository } from './repository';

export const MESSAGE_NOT_FOUND = 'Nie znaleziono wiadomości';
export const ONLY_FAILED_RESEND = 'Ponownie wysłać można tylko wiadomość z błędem wysyłki';

export type OutboxAdminDeps = Pick<AppInfrastructure, 'db' | 'mail'>;

/** The operator's view of the outbox: what went out, what is waiting, what failed, and a second chance. */
export function createOutboxAdminService({ db, mail }: OutboxAdminDeps) {
  const repository = createOutboxAdminRepository(db);
  const item = (row: NonNullable<Awaited<ReturnType<typeof repository.findSummary>>>) =>
    toWire(row) as OutboxListItem;

  return {
    async list(query: OutboxListQuery) {
      const { rows, total } = await repository.list(query);
      return { items: rows.map(item), total };
    },

    async details(id: string): Promise<OutboxDetails> {
      const row = await repository.find(id);
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      const { attachments, html, text, ...rest } = row;
      return {
        ...item(rest),
        html,
        text,
        // Names and sizes only: the bytes (an .ics, a PDF) stay on the server.
        attachments: attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          size: Buffer.byteLength(attachment.content, 'base64'),
          method: attachment.method ?? null,
        })),
      };
    },

    /** A failed message goes back to the queue; anything else is 409 (sent already, or still trying). */
    async resend(id: string): Promise<OutboxListItem> {
      // The engine requeues it (only if still failed: two racing clicks requeue it once) and wakes the worker.
      const requeued = await mail.resend(id);
      if (requeued) {
        const { html: _html, text: _text, attachments: _attachments, ...summary } = requeued;
        return item(summary);
      }
      if (!(await repository.findSummary(id))) throw notFound(MESSAGE_NOT_FOUND);
      throw conflict(ONLY_FAILED_RESEND);
    },

    /** Every state appears, with 0 when no message is in it. */
    async summary(): Promise<OutboxSummary> {
      const byState: Record<string, number> = Object.fromEntries(OUTBOX_STATES.map((state) => [state, 0]));
      for (const { state, count } of await repository.countByState()) byState[state] = count;
      return { byState, sending: mail.canSend };
    },
  };
}
export type OutboxAdminService = ReturnType<typeof createOutboxAdminService>;
