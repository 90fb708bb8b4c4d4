import type { Database } from '../../db/client';
import { contacts } from '../../db/schema/index';

export type NewContact = {
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
    /** Stores a visitor's message; the status defaults to 'new' in the schema (SPEC §4). */
    async insert(contact: NewContact): Promise<{ id: string }> {
      const [row] = await db
        .insert(contacts)
        .values({ ...contact, phone: contact.phone ?? null })
        .returning({ id: contacts.id });
      return row!;
    },
  };
}
