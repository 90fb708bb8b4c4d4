import { describe, expect, it } from 'vitest';
import { dashboardSchema } from '@shared/contracts/dashboard';
import { tenants } from '../../db/schema/index';
import {
  insertBetaSignup,
  insertBugReport,
  insertContact,
  insertDemoBooking,
  insertOrder,
} from '../../test/factories/inbox';
import { appWithAdmin } from '../../test/test-app';
import { unique } from '../../test/factories/visitors';

// Far from UTC (UTC+14), so a "today" counted in the wrong zone shows.
const TIME_ZONE = 'Pacific/Kiritimati';

/** Midnight of today in a time zone, as an instant. */
function startOfToday(timeZone: string, now = new Date()): Date {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const wall = new Date(utcMidnight.toLocaleString('en-US', { timeZone, hourCycle: 'h23' }) + ' UTC');
  return new Date(utcMidnight.getTime() - (wall.getTime() - utcMidnight.getTime()));
}

const { app, headers } = await appWithAdmin({ businessTimeZone: TIME_ZONE });

const read = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
  expect(response.statusCode).toBe(200);
  return dashboardSchema.parse(response.json());
};

describe('GET /api/admin/dashboard', () => {
  it('is for the admin only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });

  it('starts empty', async () => {
    expect(await read()).toEqual({
      counts: { contacts: 0, 'demo-bookings': 0, orders: 0, 'beta-signups': 0, 'bug-reports': 0, tenants: 0 },
      activity: [],
      overview: { activeTenants: 0, totalTenants: 0, contactsToday: 0, ordersInProgress: 0, openBugs: 0 },
      showUp: [
        { days: 30, shown: 0, noShow: 0 },
        { days: 90, shown: 0, noShow: 0 },
      ],
      emails: { failed: 0 },
    });
  });

  it('counts each kind, tenants, and the overview; today is midnight in the business time zone', async () => {
    const midnight = startOfToday(TIME_ZONE);
    await insertContact(app.db, { createdAt: new Date(midnight.getTime() - 60_000) });
    await insertContact(app.db, { createdAt: new Date(midnight.getTime() + 60_000) });
    await insertDemoBooking(app.db);
    await insertOrder(app.db, { status: 'processing' });
    await insertOrder(app.db);
    await insertBetaSignup(app.db);
    await insertBugReport(app.db);
    await insertBugReport(app.db, { status: 'resolved' });
    await app.db.insert(tenants).values(
      [true, true, false].map((isActive, i) => ({
        tenantName: `Tenant ${i}`,
        clubName: `Klub ${i}`,
        contactEmail: `t${i}@example.pl`,
        clientId: `client-${i}-${unique()}`,
        clientSecretHash: 'hash',
        clientSecretEncrypted: 'ciphertext',
        isActive,
      })),
    );
    const { counts, overview } = await read();
    expect(counts).toEqual({
      contacts: 2,
      'demo-bookings': 1,
      orders: 2,
      'beta-signups': 1,
      'bug-reports': 2,
      tenants: 3,
    });
    expect(overview).toEqual({
      activeTenants: 2,
      totalTenants: 3,
      contactsToday: 1,
      ordersInProgress: 1,
      openBugs: 1,
    });
  });

  it('shows the latest 8: up to 3 contacts, 3 orders and 2 demos, newest first', async () => {
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute));
    const contactIds = [];
    for (let i = 0; i < 5; i++) contactIds.push((await insertContact(app.db, { createdAt: at(i) })).id);
    const orderIds = [];
    for (let i = 0; i < 4; i++)
      orderIds.push((await insertOrder(app.db, { createdAt: at(10 + i), plan: 'large' })).id);
    const demoIds = [];
    for (let i = 0; i < 3; i++) demoIds.push((await insertDemoBooking(app.db, { createdAt: at(20 + i) })).id);
    const { activity } = await read();
    expect(activity.map((item) => [item.kind, item.id])).toEqual([
      ['demo-bookings', demoIds[2]],
      ['demo-bookings', demoIds[1]],
      ['orders', orderIds[3]],
      ['orders', orderIds[2]],
      ['orders', orderIds[1]],
      ['contacts', contactIds[4]],
      ['contacts', contactIds[3]],
      ['contacts', contactIds[2]],
    ]);
    expect(activity[2]).toMatchObject({ detail: 'Bractwo Kurkowe Poznań · plan Duży', status: 'pending' });
    expect(activity[5]).toMatchObject({ detail: 'Pytanie o cennik', status: 'new' });
  });
});
