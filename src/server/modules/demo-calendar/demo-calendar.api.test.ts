import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarDay } from '@shared/slot-rules';
import { createLinkTokens } from '../../lib/link-tokens';
import { icalDate, parseICalendar } from '../../test/ical';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { bookDemo } from '../../test/factories/demo-bookings';
import { createSlot, weekdayAhead } from '../../test/factories/slots';
import { nextIp } from '../../test/factories/visitors';
import { FAILED_FEED_LOOKUPS_PER_IP } from './service';

let app: TestApp;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  ({ headers } = await signInAsAdmin(app));
  ({ headers: otherHeaders } = await signInAsAdmin(app));
});
afterAll(() => app.close());

async function book(day: CalendarDay, hour: number, name: string) {
  const visitor = {
    name,
    email: `${name.toLowerCase().replace(/\W/g, '')}@klub.pl`,
    clubName: `Klub ${name}`,
  };
  const { id, slot } = await bookDemo(app, headers, day, hour, visitor);
  return { id, datetime: slot.datetime };
}

const feedPathOf = (url: string) => new URL(url).pathname;
const createFeed = async (as = headers) => {
  const response = await app.inject({ method: 'POST', url: '/api/admin/calendar-feed', headers: as });
  expect(response.statusCode).toBe(201);
  return response.json() as { active: boolean; url: string };
};

describe('the operator calendar feed', () => {
  it('is created in the back office, shown once, and lists only booked demos with stable UIDs', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/admin/calendar-feed', headers });
    expect(before.json()).toEqual({ active: false, createdAt: null, lastUsedAt: null, url: null });

    const kept = await book(weekdayAhead(0), 9, 'Adam');
    const cancelled = await book(weekdayAhead(0), 10, 'Beata');
    await app.inject({
      method: 'PUT',
      url: `/api/admin/demo-bookings/${cancelled.id}/status`,
      headers,
      payload: { status: 'cancelled' },
    });
    // A free slot is no demo.
    await createSlot(app, headers, weekdayAhead(0), 11);

    const created = await createFeed();
    expect(created.active).toBe(true);
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/api\/admin\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Read again later, the address is not shown: only its hash is stored.
    const later = await app.inject({ method: 'GET', url: '/api/admin/calendar-feed', headers });
    expect(later.json()).toMatchObject({ active: true, url: null });

    // No session cookie: the calendar app has only the address.
    const feed = await app.inject({ method: 'GET', url: feedPathOf(created.url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseICalendar(feed.body);
    expect(calendar.props['X-WR-CALNAME']).toBe('Prezentacje Strzelnica Cloud');
    const uids = calendar.events.map((event) => event.props.UID);
    expect(uids).toContain(`demo-${kept.id}@localhost`);
    expect(uids).not.toContain(`demo-${cancelled.id}@localhost`);
    const event = calendar.events.find((candidate) => candidate.props.UID === `demo-${kept.id}@localhost`)!;
    expect(icalDate(event.props.DTSTART!).toISOString()).toBe(new Date(kept.datetime).toISOString());
    expect(event.props.SUMMARY).toBe('Prezentacja: Klub Adam');
    expect(event.props.STATUS).toBe('TENTATIVE');
    expect(event.props.DESCRIPTION).toContain('adam@klub.pl');
    expect(event.props.DESCRIPTION).toContain(`/security/admin/demo-bookings?open=${kept.id}`);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/calendar-feed', headers })).json().lastUsedAt,
    ).not.toBeNull();
  });

  it('is one per operator: a new address replaces the old, revoking ends it, others are untouched', async () => {
    const first = await createFeed();
    const mine = await createFeed();
    const theirs = await createFeed(otherHeaders);
    expect((await app.inject({ method: 'GET', url: feedPathOf(first.url) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: feedPathOf(mine.url) })).statusCode).toBe(200);
    const revoked = await app.inject({ method: 'DELETE', url: '/api/admin/calendar-feed', headers });
    expect(revoked.json()).toMatchObject({ active: false });
    expect((await app.inject({ method: 'GET', url: feedPathOf(mine.url) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: feedPathOf(theirs.url) })).statusCode).toBe(200);
  });

  it('keeps everything else under /api/admin/calendar behind the sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/calendar-feed' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/admin/calendar-feed' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/calendar/short.ics' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/calendar/${'a'.repeat(43)}` })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/calendar/${'a'.repeat(43)}.ics` })).statusCode,
    ).toBe(401);
    // The right shape with a wrong token reaches the feed, which answers 404.
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/calendar/${'a'.repeat(43)}.ics` })).statusCode,
    ).toBe(404);
  });

  it('does not open with a manage link token of the same shape', async () => {
    const { id } = await book(weekdayAhead(1), 9, 'Celina');
    const manageToken = await createLinkTokens(app.db).issue('demo-manage', id, null);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/calendar/${manageToken}.ics` })).statusCode,
    ).toBe(404);
  });

  it(`answers 429 after ${FAILED_FEED_LOOKUPS_PER_IP.limit} wrong addresses from one client`, async () => {
    const remoteAddress = nextIp();
    for (let attempt = 0; attempt < FAILED_FEED_LOOKUPS_PER_IP.limit; attempt++) {
      const url = `/api/admin/calendar/${String(attempt).padStart(43, 'b')}.ics`;
      expect((await app.inject({ method: 'GET', url, remoteAddress })).statusCode).toBe(404);
    }
    const limited = await app.inject({
      method: 'GET',
      url: `/api/admin/calendar/${'c'.repeat(43)}.ics`,
      remoteAddress,
    });
    expect(limited.statusCode).toBe(429);
  });
});
