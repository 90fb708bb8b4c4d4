import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import { unique } from './visitors';

type OutboxSeed = Partial<typeof outboxMessages.$inferInsert>;

/**
 * An outbox message inserted straight into the table, as the mail engine would have left it: unique
 * recipient per call unless given, a queued state unless told otherwise.
 */
export async function insertOutboxMessage(db: Database, seed: OutboxSeed = {}) {
  const n = unique();
  const [row] = await db
    .insert(outboxMessages)
    .values({
      recipient: `odbiorca.${n}@example.pl`,
      subject: `Potwierdzenie ${n}`,
      html: `<p>Dzień dobry, wiadomość <strong>${n}</strong>.</p>`,
      text: `Dzień dobry, wiadomość ${n}.`,
      template: 'contact-confirmation',
      ...seed,
    })
    .returning();
  return row!;
}
