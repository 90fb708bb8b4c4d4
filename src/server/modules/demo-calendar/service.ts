import type { AdminUser } from '@shared/contracts/auth';
import { adminDemoBookingPath, type CalendarFeedState } from '@shared/contracts/demo-manage';
import { calendarFeedUrlPath } from '@shared/demo-manage';
import type { AppInfrastructure } from '../../infrastructure';
import { notFound, tooManyRequests } from '../../lib/http-errors';
import { createLinkTokens } from '../../lib/link-tokens';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter';
import { renderDemoFeed } from './ics-feed';
import { createDemoCalendarRepository } from './repository';

/** Wrong feed addresses per client IP: calendar apps poll a right one every few hours. */
export const FAILED_FEED_LOOKUPS_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };

const DAY = 86_400_000;
/** What the feed lists: the last month (for reference) and the coming year. */
const FEED_PAST_DAYS = 31;
const FEED_FUTURE_DAYS = 366;

export const FEED_NOT_FOUND = 'Nie ma takiego kalendarza (adres nieprawidłowy lub unieważniony)';

export type DemoCalendarDeps = Pick<AppInfrastructure, 'db' | 'clock' | 'config'>;

/** The operator's secret calendar address: created and revoked in the back office, read by calendar apps. */
export function createDemoCalendarService({ db, clock, config }: DemoCalendarDeps) {
  const publicUrl = config.publicUrl;
  /** A feed event links to its booking in the back office. */
  const adminBookingUrl = (id: string) => `${publicUrl}${adminDemoBookingPath(id)}`;
  const links = createLinkTokens(db);
  const repository = createDemoCalendarRepository(db);
  const limiter = createRateLimiter(db);

  async function state(admin: AdminUser, url: string | null = null): Promise<CalendarFeedState> {
    const latest = await links.latest('calendar-feed', admin.id);
    return {
      active: latest !== null,
      createdAt: latest?.createdAt.toISOString() ?? null,
      lastUsedAt: latest?.lastUsedAt?.toISOString() ?? null,
      url,
    };
  }

  return {
    state: (admin: AdminUser) => state(admin),

    /** A new address replaces the old one (which stops working at once); shown only in this answer. */
    async create(admin: AdminUser): Promise<CalendarFeedState> {
      const token = await db.transaction(async (tx) => {
        await links.revokeAll('calendar-feed', admin.id, tx);
        return links.issue('calendar-feed', admin.id, null, tx);
      });
      return state(admin, `${publicUrl}${calendarFeedUrlPath(token)}`);
    },

    async revoke(admin: AdminUser): Promise<CalendarFeedState> {
      await links.revokeAll('calendar-feed', admin.id);
      return state(admin);
    },

    /**
     * The iCalendar text of a valid address; 404 otherwise, 429 after too many wrong ones from one IP. A
     * look-up counts as a failure before the address is checked (concurrent wrong ones each get a count of
     * their own) and gives that back when it is refused or the address is right.
     */
    async feed(token: string, ip: string): Promise<string> {
      const failed = await limiter.hit(`calendar-feed:failed:${ip}`, FAILED_FEED_LOOKUPS_PER_IP);
      if (failed.count > FAILED_FEED_LOOKUPS_PER_IP.limit) {
        await limiter.giveBack(failed);
        throw tooManyRequests(failed.retryAfterSeconds);
      }
      const now = clock.now();
      const link = await links.resolve('calendar-feed', token, now);
      if (!link || (await repository.adminRole(link.subjectId)) === null) throw notFound(FEED_NOT_FOUND);
      await limiter.giveBack(failed);
      const bookings = await repository.bookedBetween(
        new Date(now.getTime() - FEED_PAST_DAYS * DAY),
        new Date(now.getTime() + FEED_FUTURE_DAYS * DAY),
      );
      return renderDemoFeed(bookings, { publicUrl, adminBookingUrl });
    },
  };
}
export type DemoCalendarService = ReturnType<typeof createDemoCalendarService>;
