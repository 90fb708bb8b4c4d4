import type { Database, Tx } from '../../db/client';
import { contacts, type LeadAttribution } from '../../db/schema/index';

export type NewContact = LeadAttribution & {
  name: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
  noticeVersion: string;
  noticeSeenAt: Date;
};

export function createContactRepository(db: Database) {
  return {
    /** Stores a visitor's message; the status defaults to 'new' in the schema (product §4). */
    /** `andThen` runs in the same transaction (the e-mails about it): both are stored, or neither. */
    async insert(
      contact: NewContact,
      andThen: (tx: Tx, created: { id: string }) => Promise<void>,
    ): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contacts)
          .values({ ...contact, phone: contact.phone ?? null })
          .returning({ id: contacts.id });
        await andThen(tx, row!);
        return row!;
      });
    },
  };
}
