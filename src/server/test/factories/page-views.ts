import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { dayIn } from '@shared/calendar-day';
import { trafficReportSchema } from '@shared/contracts/analytics';
import { pageViews } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { TestApp } from '../test-app';

/** The browsers the visit tests send as User-Agent: a desktop, a phone and a search engine's bot. */
export const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export type Visit = {
  ip: string;
  ua?: string;
  path?: string;
  referrer?: string;
  event?: string;
  language?: string;
};

/**
 * The page-view beacon as the site sends it (POST /api/visit, Chrome on '/' in Polish unless told), and what
 * the back office reads of it: the traffic report (the admin's `adminHeaders`) and the stored views, by the
 * business day of `clock`'s now.
 */
export function pageViewsOf(app: TestApp, clock: Clock, adminHeaders: Record<string, string>) {
  const visit = (v: Visit, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/visit',
      remoteAddress: v.ip,
      headers: { 'user-agent': v.ua ?? CHROME, ...headers },
      payload: {
        path: v.path ?? '/',
        referrer: v.referrer,
        language: v.language ?? 'pl',
        event: v.event ?? 'view',
      },
    });

  const today = () => dayIn(clock.now(), 'Europe/Warsaw');
  const report = async (from = today(), to = from) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/analytics/traffic?from=${from}&to=${to}`,
      headers: adminHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    return trafficReportSchema.parse(response.json());
  };
  const viewsOf = async (day: string) => app.db.select().from(pageViews).where(eq(pageViews.day, day));
  return { visit, today, report, viewsOf };
}
