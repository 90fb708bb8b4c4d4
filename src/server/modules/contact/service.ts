import type { Database } from '../../db/client';
import { tooManyRequests } from '../../lib/http-errors';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter';
import { createContactRepository, type NewContact } from './repository';

/** A person writes a few messages; a script writing hundreds from one address is refused. */
export const CONTACT_LIMIT_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };

export function createContactService(db: Database) {
  const repository = createContactRepository(db);
  const limiter = createRateLimiter(db);
  return {
    async submit(contact: NewContact, ip: string): Promise<{ id: string }> {
      const key = `contact:ip:${ip}`;
      const state = await limiter.hit(key, CONTACT_LIMIT_PER_IP);
      if (state.count > CONTACT_LIMIT_PER_IP.limit) throw tooManyRequests(state.retryAfterSeconds);
      return repository.insert(contact);
    },
  };
}
