import { DEMO_MANAGE_ERRORS, type ManagedDemo } from '@shared/contracts/demo-manage';
import type { Language } from '@shared/language';
import type { AppInfrastructure } from '../../infrastructure';
import { notFound, tooManyRequests } from '../../lib/http-errors';
import type { LinkTokens } from '../../lib/link-tokens';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { demoInvitation } from './mail';
import type { BookingRow } from './manage-booking-row';
import type { DemoManageRepository } from './manage-repository';
import type { DemoManageViews } from './manage-views';

/**
 * Look-ups of manage links per client IP. A token has 256 bits, so guessing is hopeless anyway; the limits
 * keep a script from hammering the database: few wrong tokens, and a generous number of right ones.
 */
export const FAILED_LOOKUPS_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };
export const LOOKUPS_PER_IP: RateLimitRule = { limit: 300, windowSeconds: 15 * 60 };

/** The booking a visitor's manage link opens, as the page shows it and as a calendar file. */
export function createDemoManageLookup({
  db,
  clock,
  mail,
  links,
  limiter,
  repository,
  views: { visitorOf, toManaged },
}: Pick<AppInfrastructure, 'db' | 'clock' | 'mail'> & {
  links: LinkTokens;
  limiter: RateLimiter;
  repository: DemoManageRepository;
  views: DemoManageViews;
}) {
  /**
   * The booking a token opens; 404 for an unknown or expired token, 429 after too many look-ups. A look-up
   * counts as a failure before the token is checked (concurrent wrong tokens each get a count of their own)
   * and gives that back when it is refused or the token turns out right.
   */
  async function resolve(token: string, ip: string, language: Language): Promise<BookingRow> {
    const [failed, all] = await Promise.all([
      limiter.hit(`demo-manage:failed:${ip}`, FAILED_LOOKUPS_PER_IP),
      limiter.hit(`demo-manage:all:${ip}`, LOOKUPS_PER_IP),
    ]);
    const refusedBy =
      failed.count > FAILED_LOOKUPS_PER_IP.limit ? failed : all.count > LOOKUPS_PER_IP.limit ? all : null;
    if (refusedBy) {
      await limiter.giveBack(failed);
      throw tooManyRequests(refusedBy.retryAfterSeconds);
    }
    const link = await links.resolve('demo-manage', token, clock.now());
    const booking = link ? await repository.find(link.subjectId) : null;
    if (!booking) throw notFound(DEMO_MANAGE_ERRORS[language].invalidLink);
    await limiter.giveBack(failed);
    return booking;
  }

  return {
    resolve,

    async view(token: string, ip: string, language: Language): Promise<ManagedDemo> {
      return toManaged(await resolve(token, ip, language));
    },

    /**
     * The booking's calendar event as a file, as the last e-mail sent it (same UID and SEQUENCE), so adding
     * it from the site and from the e-mail gives one event.
     */
    async invitationFile(token: string, ip: string, language: Language) {
      const booking = await resolve(token, ip, language);
      const related = { kind: 'demo-bookings' as const, id: booking.id };
      const sent = await db.transaction((tx) => mail.nextInvitationSequence(tx, related));
      const file = demoInvitation(mail, visitorOf(booking), Math.max(0, sent - 1));
      return { filename: file.filename, content: Buffer.from(file.content, 'base64') };
    },
  };
}
export type DemoManageLookup = ReturnType<typeof createDemoManageLookup>;
