import type { Language } from '@shared/language';
import type { AppInfrastructure } from '../../infrastructure';
import { tooManyRequests } from '../../lib/http-errors';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter';
import { createContactRepository, type NewContact } from './repository';

/** A person writes a few messages; a script writing hundreds from one address is refused. */
export const CONTACT_LIMIT_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };

export type ContactDeps = Pick<AppInfrastructure, 'db' | 'clock' | 'mail'>;

export function createContactService({ db, clock, mail }: ContactDeps) {
  const repository = createContactRepository(db);
  const limiter = createRateLimiter(db);
  return {
    async submit(
      message: Omit<NewContact, 'noticeSeenAt'>,
      ip: string,
      language: Language,
    ): Promise<{ id: string }> {
      // The visitor saw the privacy notice when sending the form.
      const contact: NewContact = { ...message, noticeSeenAt: clock.now() };
      const key = `contact:ip:${ip}`;
      const state = await limiter.hit(key, CONTACT_LIMIT_PER_IP);
      if (state.count > CONTACT_LIMIT_PER_IP.limit) throw tooManyRequests(state.retryAfterSeconds);
      return repository.insert(contact, async (tx, { id }) => {
        await mail.enqueue(tx, {
          template: 'contact-confirmation',
          to: contact.email,
          language,
          data: { contactId: id, name: contact.name, subject: contact.subject, message: contact.message },
          related: { kind: 'contacts', id },
        });
        await mail.notifyOperators(tx, {
          kind: 'contacts',
          recordId: id,
          headline: `${contact.name}: ${contact.subject}`,
          fields: [
            { label: 'Imię i nazwisko', value: contact.name },
            { label: 'Email', value: contact.email },
            { label: 'Telefon', value: contact.phone ?? null },
            { label: 'Temat', value: contact.subject },
          ],
          body: contact.message,
        });
      });
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
