import { eq } from 'drizzle-orm';
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

/**
 * An e-mail in the outbox whose text is `text` (its HTML the same in one paragraph), as the mail engine
 * writes it, to `recipient` and about the record given.
 */
export const insertMessage = (
  db: Database,
  values: { recipient: string; text: string; relatedKind?: string; relatedId?: string },
) => insertOutboxMessage(db, { subject: 'Temat', html: `<p>${values.text}</p>`, ...values });

/** The outbox message's row as it is now. */
export const outboxMessageById = async (db: Database, id: string) =>
  (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
